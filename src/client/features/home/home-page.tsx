import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useDocumentTitle } from '../../ui/document-title'
import { CategoryOverview } from '../catalogue/components/category-overview'
import { FinderPopupButton } from '../vehicles/components/finder-popup-button'
import { VehicleFinder } from '../vehicles/components/vehicle-finder'
import { VinEntry } from '../vehicles/components/vin-entry'

/** The front page: ways to find parts and the catalogue's categories. */
export function HomePage() {
  const { t } = useLingui()
  useDocumentTitle(null)
  return (
    <section className="page page--home" aria-labelledby="home-title">
      <h1 id="home-title">
        <Trans>Spare parts for your vehicle</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Find the right part by registration number, by make and model, by VIN or by article number
          — also in the workshop when the signal drops.
        </Trans>
      </p>
      <ul className="ways-in" aria-label={t`Ways to find parts`}>
        <li>
          <Trans>Registration number</Trans>
        </li>
        <li>
          <Trans>Make, model and engine</Trans>
        </li>
        <li>
          <Trans>VIN</Trans>
        </li>
        <li>
          <Trans>Article number</Trans>
        </li>
      </ul>
      <VehicleFinder />
      <p>
        <FinderPopupButton variant="partNumber" className="button">
          <Trans>Search by part number</Trans>
        </FinderPopupButton>
      </p>
      <VinFinder />
      <CategoryOverview />
    </section>
  )
}

/** 'Find the car by VIN': the VIN entry, leading to the parts of the chosen engine. */
function VinFinder() {
  const navigate = useNavigate()
  return (
    <section className="vin-finder" aria-labelledby="vin-finder-title">
      <h2 id="vin-finder-title">
        <Trans>Find the car by VIN</Trans>
      </h2>
      <VinEntry
        onVariantChosen={(variant) =>
          void navigate({ to: '/all', search: { motorID: variant.carId } })
        }
      />
    </section>
  )
}
