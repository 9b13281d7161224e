import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useFitment } from '../../../data/garage/get-fitment'
import { FitmentBadge } from '../../../ui/fitment-badge'
import { useGarage } from '../../../lib/garage/garage'
import { garageVehicleName } from '../../../lib/garage/garage-vehicle'

/** The API does not list an article's vehicles, so the page asks about the current vehicle only. */
export function ProductFitment({ articleId }: { articleId: number }) {
  const { current, loaded } = useGarage()
  const fitment = useFitment([articleId])
  return (
    <section className="product-section" aria-labelledby="product-fitment-title">
      <h2 id="product-fitment-title">
        <Trans>Does it fit your car?</Trans>
      </h2>
      {current ? (
        <>
          <p>
            <Trans>Your car: {garageVehicleName(current)}</Trans>
          </p>
          {fitment ? <FitmentBadge fitment={fitment(articleId)} /> : null}
        </>
      ) : (
        loaded && (
          <p>
            <Trans>
              Choose your car in <Link to="/account/garage">your garage</Link> to see whether this
              part fits it.
            </Trans>
          </p>
        )
      )}
    </section>
  )
}
