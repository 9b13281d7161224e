import { Trans } from '@lingui/react/macro'
import type { RelatedPart } from '../../../../domain/article-schema'
import { ProductCard } from '../../../ui/product-card'

export function RelatedParts({ parts }: { parts: readonly RelatedPart[] }) {
  if (parts.length === 0) return null
  return (
    <section className="product-section" aria-labelledby="product-related-title">
      <h2 id="product-related-title">
        <Trans>Equivalent parts</Trans>
      </h2>
      <p>
        <Trans>Parts with the same OE number.</Trans>
      </p>
      <ul className="product-grid related-parts">
        {parts.map((part) => (
          <li key={part.articleId}>
            <ProductCard article={part} />
          </li>
        ))}
      </ul>
    </section>
  )
}
