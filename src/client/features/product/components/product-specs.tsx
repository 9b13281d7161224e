import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Article } from '../../../../domain/article-schema'
import { LabelledSection } from '../../../ui/labelled-section'

/** One line of `articleText` as a term and its value: "Diameter: 288 mm" → Diameter, 288 mm. */
export function specOf(line: string): { term: string; value: string } | null {
  const at = line.indexOf(': ')
  if (at <= 0) return null
  return { term: line.slice(0, at).trim(), value: line.slice(at + 2).trim() }
}

export function ProductSpecs({ product }: { product: Article }) {
  const lines = product.articleText.flatMap((entry) => entry.text).filter((line) => line.trim())
  const specs = lines.map(specOf).filter((spec) => spec !== null)
  const notes = lines.filter((line) => specOf(line) === null)
  const rows: { term: ReactNode; value: string }[] = [
    { term: <Trans>Brand</Trans>, value: product.mfrName },
    { term: <Trans>Article number</Trans>, value: product.articleNumber },
    ...(product.ean ? [{ term: 'EAN', value: product.ean }] : []),
    ...specs,
  ]
  return (
    <LabelledSection
      id="product-specs-title"
      className="product-section"
      title={<Trans>Specifications</Trans>}
    >
      <dl className="product-specs">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a term may repeat; the order is fixed
          <div key={index}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes may repeat; the order is fixed
        <p key={index} className="product-specs__note">
          {note}
        </p>
      ))}
    </LabelledSection>
  )
}

export function OeNumbers({ numbers }: { numbers: readonly { brand: string; number: string }[] }) {
  if (numbers.length === 0) return null
  return (
    <LabelledSection
      id="product-oe-title"
      className="product-section"
      title={<Trans>OE numbers</Trans>}
    >
      <ul className="product-oe">
        {numbers.map(({ brand, number }) => (
          <li key={`${brand} ${number}`}>
            <span className="product-oe__brand">{brand}</span> {number}
          </li>
        ))}
      </ul>
    </LabelledSection>
  )
}
