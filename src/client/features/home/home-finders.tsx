import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { CategoryOverview } from '../catalogue/components/category-overview'
import { FinderPopupButton } from '../vehicles/components/finder-popup-button'
import { VehicleFinder } from '../vehicles/components/vehicle-finder'
import { VinEntry } from '../vehicles/components/vin-entry'
import { FeaturedProducts } from './featured-products'

/**
 * The front page's ways in below its introduction: the vehicle form, the part-number search,
 * the VIN entry, the featured products and the categories. A chunk of its own (XState, the vehicle API's rules),
 * loaded once the introduction has painted (home-page.tsx).
 */
export function HomeFinders() {
  return (
    <>
      <VehicleFinder />
      <p>
        <FinderPopupButton variant="partNumber" className="button">
          <Trans>Search by part number</Trans>
        </FinderPopupButton>
      </p>
      <VinFinder />
      <FeaturedProducts />
      <CategoryOverview />
    </>
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
