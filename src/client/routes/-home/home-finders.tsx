import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { LabelledSection } from '../../ui/labelled-section'
import { LazyPart } from '../../ui/lazy-part'
import { useNearScreen } from '../../ui/near-screen'
import { FinderPopupButton } from '../../features/vehicles/components/finder-popup-button'
import { VehicleFinder } from '../../features/vehicles/components/vehicle-finder'
import { VinEntry } from '../../features/vehicles/components/vin-entry'

const loadHomeShowcase = () =>
  import('./home-showcase').then((module) => ({ default: module.HomeShowcase }))

/** How near the screen the featured products and categories must come to load. */
const SHOWCASE_MARGIN = '400px 0px'

/**
 * The front page's ways in below its introduction: the vehicle form, the part-number search,
 * the VIN entry, then the featured products and the categories. A chunk of its own (XState,
 * the vehicle API's rules), loaded once the introduction has painted (home-page.tsx); the
 * products and categories, further down, load when the shopper scrolls near them.
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
      <LazyHomeShowcase />
    </>
  )
}

/** Space kept for the featured products and categories until they are near the screen and here. */
function LazyHomeShowcase() {
  const [marker, near] = useNearScreen<HTMLDivElement>(SHOWCASE_MARGIN)
  const placeholder = <div ref={marker} className="home-showcase-placeholder" />
  if (!near) return placeholder
  return <LazyPart load={loadHomeShowcase} fallback={placeholder} />
}

/** 'Find the car by VIN': the VIN entry, leading to the parts of the chosen engine. */
function VinFinder() {
  const navigate = useNavigate()
  return (
    <LabelledSection
      id="vin-finder-title"
      className="vin-finder"
      title={<Trans>Find the car by VIN</Trans>}
    >
      <VinEntry
        onVariantChosen={(variant) =>
          void navigate({ to: '/all', search: { motorID: variant.carId } })
        }
      />
    </LabelledSection>
  )
}
