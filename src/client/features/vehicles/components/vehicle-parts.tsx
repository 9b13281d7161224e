import { Trans } from '@lingui/react/macro'
import { Pager } from '../../../ui/pager'
import { useQuery } from '@tanstack/react-query'
import { MAX_LISTED, formatListedCount } from '../../../../domain/listing'
import { takesSingular } from '../../../i18n/i18n'
import { useLocale } from '../../../i18n/locale-context'
import { ProductCards } from '../../../ui/product-cards'
import { useFitment } from '../../../data/garage/get-fitment'
import { type PartsRequest, vehiclePartsQuery } from '../../../data/vehicles/get-vehicle-parts'
import { requestProblem } from '../../../lib/request-problem'
import { OfflineMessage } from '../../../ui/offline-message'

export function VehicleParts({ request }: { request: PartsRequest }) {
  const locale = useLocale()
  const parts = useQuery(vehiclePartsQuery(locale, request))
  const fitment = useFitment(
    parts.data?.articles.map((article) => article.articleId) ?? [],
    request.carId,
  )

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
  const count = formatListedCount(total, totalCapped, locale)
  const pages = Math.max(1, Math.ceil(Math.min(total, MAX_LISTED) / perPage))
  return (
    <div className="vehicle-parts" aria-busy={parts.isPlaceholderData}>
      <p className="vehicle-parts__count" role="status">
        {totalCapped || !takesSingular(total) ? (
          <Trans>{count} parts</Trans>
        ) : (
          <Trans>{count} part</Trans>
        )}
      </p>
      {articles.length === 0 ? (
        <p>
          <Trans>No parts for this vehicle in this category.</Trans>
        </p>
      ) : (
        <ProductCards className="parts-list" articles={articles} fitment={fitment} />
      )}
      <Pager page={page} pages={pages} searchFor={(to) => (prev) => ({ ...prev, page: to })} />
    </div>
  )
}
