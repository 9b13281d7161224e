import { Trans } from '@lingui/react/macro'
import type { Product } from '../../../lib/get-product'

/** One line of `articleText` as a term and its value: "Diameter: 288 mm" → Diameter, 288 mm. */
export function specOf(line: string): { term: string; value: string } | null {
  const at = line.indexOf(': ')
  if (at <= 0) return null
  return { term: line.slice(0, at).trim(), value: line.slice(at + 2).trim() }
}

/** The article's criteria and notes (`articleText`) as a list of terms and values. */
export function ProductSpecs({ product }: { product: Product }) {
  const lines = product.articleText.flatMap((entry) => entry.text).filter((line) => line.trim())
  const specs = lines.map(specOf).filter((spec) => spec !== null)
  const notes = lines.filter((line) => specOf(line) === null)
  return (
    <section className="product-section" aria-labelledby="product-specs-title">
      <h2 id="product-specs-title">
        <Trans>Specifications</Trans>
      </h2>
      <dl className="product-specs">
        <div>
          <dt>
            <Trans>Brand</Trans>
          </dt>
          <dd>{product.mfrName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Article number</Trans>
          </dt>
          <dd>{product.articleNumber}</dd>
        </div>
        {product.ean && (
          <div>
            <dt>EAN</dt>
            <dd>{product.ean}</dd>
          </div>
        )}
        {specs.map((spec, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a term may repeat; the order is fixed
          <div key={index}>
            <dt>{spec.term}</dt>
            <dd>{spec.value}</dd>
          </div>
        ))}
      </dl>
      {notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes may repeat; the order is fixed
        <p key={index} className="product-specs__note">
          {note}
        </p>
      ))}
    </section>
  )
}

/** The vehicle makers' own numbers for this part (OE numbers), by maker. */
export function OeNumbers({ numbers }: { numbers: readonly { brand: string; number: string }[] }) {
  if (numbers.length === 0) return null
  return (
    <section className="product-section" aria-labelledby="product-oe-title">
      <h2 id="product-oe-title">
        <Trans>OE numbers</Trans>
      </h2>
      <ul className="product-oe">
        {numbers.map(({ brand, number }) => (
          <li key={`${brand} ${number}`}>
            <span className="product-oe__brand">{brand}</span> {number}
          </li>
        ))}
      </ul>
    </section>
  )
}
