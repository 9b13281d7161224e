import { Trans, useLingui } from '@lingui/react/macro'
import { formatInteger } from '../../../../domain/number-format'
import { takesSingular } from '../../../i18n/i18n'
import { useLocale } from '../../../i18n/locale-context'
import './product-badges.css'

export function starsOf(rating: number): number {
  if (!Number.isFinite(rating)) return 0
  return Math.min(5, Math.max(0, Math.round(rating)))
}

/** The API gives the number of reviews, not their texts, so no review list is shown. */
export function ProductRating({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const stars = starsOf(rating)
  const shown = Number.isSafeInteger(reviews) ? formatInteger(reviews, locale) : String(reviews)
  return (
    <div className="product-rating">
      <span className="product-rating__stars" role="img" aria-label={t`${stars} of 5 stars`}>
        {Array.from({ length: 5 }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed star positions
            key={index}
            aria-hidden="true"
            className={index < stars ? 'star star--on' : 'star'}
          >
            ★
          </span>
        ))}
      </span>{' '}
      <span className="product-rating__count">
        {reviews > 0 ? (
          takesSingular(reviews) ? (
            <Trans>{shown} review</Trans>
          ) : (
            <Trans>{shown} reviews</Trans>
          )
        ) : (
          <Trans>No reviews yet</Trans>
        )}
      </span>
    </div>
  )
}
