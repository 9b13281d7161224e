import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MAX_LISTED } from '../../../../domain/listing'
import { formatMoney } from '../../../../domain/money'
import { useLocale } from '../../../i18n/locale-context'
import { type Fitment, useFitment } from '../../garage/api/get-fitment'
import { FitmentBadge } from '../../garage/components/fitment-badge'
import { type PartArticle, type PartsRequest, vehiclePartsQuery } from '../api/get-vehicle-parts'
import { requestProblem } from '../api/request-problem'
import { OfflineMessage } from './offline-message'

/** A page of the parts fitting a variant, with paging links that keep the rest of the URL. */
export function VehicleParts({ request }: { request: PartsRequest }) {
  const { t } = useLingui()
  const locale = useLocale()
  const parts = useQuery(vehiclePartsQuery(locale, request))
  const fitment = useFitment(
    parts.data?.articles.map((article) => article.articleId) ?? [],
    request.carId,
  )
  const numbers = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nb-NO')

  if (parts.isPending) {
    return parts.fetchStatus === 'paused' ? (
      <OfflineMessage />
    ) : (
      <p role="status">
        <Trans>Loading parts…</Trans>
      </p>
    )
  }
  if (parts.isError) {
    return requestProblem(parts.error).kind === 'offline' ? (
      <OfflineMessage />
    ) : (
      <p role="alert">
        <Trans>The parts could not be loaded. Try again in a moment.</Trans>
      </p>
    )
  }
  const { articles, page, perPage, total, totalCapped } = parts.data
  const count = totalCapped ? `${numbers.format(MAX_LISTED)}+` : numbers.format(total)
  const pages = Math.max(1, Math.ceil(Math.min(total, MAX_LISTED) / perPage))
  return (
    <div className="vehicle-parts" aria-busy={parts.isPlaceholderData}>
      <p className="vehicle-parts__count" role="status">
        {totalCapped ? (
          <Trans>{count} parts</Trans>
        ) : (
          <Plural value={total} one={`${count} part`} other={`${count} parts`} />
        )}
      </p>
      {articles.length === 0 ? (
        <p>
          <Trans>No parts for this vehicle in this category.</Trans>
        </p>
      ) : (
        <ul className="parts-list">
          {articles.map((article) => (
            <li key={article.articleId}>
              <PartCard article={article} fitment={fitment?.(article.articleId)} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t`Pages`}>
          {page > 1 && (
            <Link to="." search={(prev) => ({ ...prev, page: page - 1 })} rel="prev">
              <Trans>Previous page</Trans>
            </Link>
          )}
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          {page < pages && (
            <Link to="." search={(prev) => ({ ...prev, page: page + 1 })} rel="next">
              <Trans>Next page</Trans>
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}

export function PartCard({ article, fitment }: { article: PartArticle; fitment?: Fitment }) {
  const locale = useLocale()
  const image = article.images[0]?.imageURL400
  return (
    <article className="part-card" aria-labelledby={`part-${article.articleId}`}>
      {image && (
        <img src={image} alt={article.articleName} width={120} height={120} loading="lazy" />
      )}
      <h3 id={`part-${article.articleId}`}>{article.articleName}</h3>
      <p className="part-card__brand">{article.mfrName}</p>
      <p className="part-card__number">
        <Trans>Article number {article.articleNumber}</Trans>
      </p>
      {article.available && (
        <p className="part-card__price">{formatMoney(article.price - article.discount, locale)}</p>
      )}
      <p className="part-card__stock">
        <Availability article={article} />
      </p>
      {fitment && <FitmentBadge fitment={fitment} />}
    </article>
  )
}

function Availability({ article }: { article: PartArticle }) {
  if (!article.available) return <Trans>Not available</Trans>
  switch (article.availability) {
    case 'in-stock':
      return <Trans>In stock</Trans>
    case 'out-of-stock':
      return <Trans>Out of stock</Trans>
    case 'on-backorder':
      return <Trans>On backorder</Trans>
    default:
      return null
  }
}
