import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { GarageVehicle } from '../../../../domain/garage'
import { useLocale } from '../../../i18n/locale-context'
import { garageVehicleName } from '../../../lib/garage/garage-vehicle'
import { BuyAgainSlot } from '../../../ui/buy-again-slot'
import { useOrderDate } from '../../../ui/order-status'
import { QueryStatus } from '../../../ui/query-status'
import { vehicleHistoryQuery } from '../../../data/garage/get-vehicle-history'

/** The account's orders, so only when signed in. */
export function VehicleHistory({ vehicle }: { vehicle: GarageVehicle }) {
  const locale = useLocale()
  const history = useQuery(vehicleHistoryQuery(vehicle.id, locale))
  const formatDate = useOrderDate()
  const name = garageVehicleName(vehicle)
  const lines = history.data ?? []
  return (
    <section className="vehicle-history" aria-labelledby="vehicle-history-title">
      <h2 id="vehicle-history-title">
        <Trans>Bought for this vehicle before</Trans>
      </h2>
      <p className="vehicle-history__vehicle">{name}</p>
      <QueryStatus
        query={history}
        pending={<Trans>Fetching what you bought for it …</Trans>}
        failed={
          <Trans>The history could not be fetched. Check the connection and try again.</Trans>
        }
      />
      {history.isSuccess && lines.length === 0 && (
        <p>
          <Trans>
            Nothing yet. Orders placed while this vehicle is chosen in the garage are listed here.
          </Trans>
        </p>
      )}
      {lines.length > 0 && (
        <ul className="vehicle-history__lines">
          {lines.map((line) => (
            <li key={`${line.orderId}-${line.articleId}`} className="vehicle-history__line">
              <span className="vehicle-history__date">{formatDate(line.ordered)}</span>
              <span className="vehicle-history__name">
                {line.name} <span className="vehicle-history__number">{line.articleNumber}</span>
              </span>
              <span className="vehicle-history__quantity">
                <Plural value={line.quantity} one="# pc." other="# pcs." />
              </span>
              <BuyAgainSlot
                load={async () => [line]}
                label={
                  <>
                    <Trans>Buy again</Trans>
                    <span className="visually-hidden"> {line.name}</span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
