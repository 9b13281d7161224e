import { Plural, Trans } from '@lingui/react/macro'
import type { FitmentSummary as Summary } from '../../../../domain/article-schema'

export function FitmentSummary({ fitment }: { fitment: Summary }) {
  const more = fitment.modelCount - fitment.models.length
  return (
    <section className="product-section" aria-labelledby="product-fits-title">
      <h2 id="product-fits-title">
        <Trans>Fits</Trans>
      </h2>
      {fitment.variants === 0 ? (
        <p>
          <Trans>The catalogue lists no vehicle this part fits.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Plural
              value={fitment.variants}
              one="Fits # vehicle variant:"
              other="Fits # vehicle variants:"
            />
          </p>
          <ul className="fitment-summary">
            {fitment.models.map((model) => (
              <li key={model.modelId}>
                {model.make} {model.model} ({model.variants})
              </li>
            ))}
          </ul>
          {more > 0 && (
            <p>
              <Plural value={more} one="and # more model series" other="and # more model series" />
            </p>
          )}
        </>
      )}
    </section>
  )
}
