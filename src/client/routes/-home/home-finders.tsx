import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { LabelledSection } from '../../ui/labelled-section'
import { LazyPart } from '../../ui/lazy-part'
import { useNearScreen } from '../../ui/near-screen'
import { FinderPopupButton } from '../../features/vehicles/components/finder-popup-button'
import { VehicleFinder } from '../../features/vehicles/components/vehicle-finder'
import { VinEntry } from '../../features/vehicles/components/vin-entry'

const VEHICLE_FINDER = 'vehicle-finder-title'
const VIN_FINDER = 'vin-finder-title'

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
      <WaysIn />
      <VehicleFinder />
      <VinFinder />
      <LazyHomeShowcase />
    </>
  )
}

/**
 * The four ways to find a part, each opening its finder: the plate and part-number popups, or
 * the vehicle and VIN forms further down, with the focus in their first field.
 */
function WaysIn() {
  const { t } = useLingui()
  return (
    <ul className="ways-in" aria-label={t`Ways to find parts`}>
      <li>
        <FinderPopupButton variant="registration" className="ways-in__way">
          <Trans>Registration number</Trans>
        </FinderPopupButton>
      </li>
      <li>
        <button type="button" className="ways-in__way" onClick={() => goToFinder(VEHICLE_FINDER)}>
          <Trans>Make, model and engine</Trans>
        </button>
      </li>
      <li>
        <button type="button" className="ways-in__way" onClick={() => goToFinder(VIN_FINDER)}>
          <Trans>VIN</Trans>
        </button>
      </li>
      <li>
        <FinderPopupButton variant="partNumber" className="ways-in__way">
          <Trans>Search by part number</Trans>
        </FinderPopupButton>
      </li>
    </ul>
  )
}

/** Scrolls to the finder's section and puts the focus in its first field that can take it. */
function goToFinder(headingId: string) {
  const section = document.getElementById(headingId)?.closest('section')
  if (!section) return
  section.scrollIntoView({ block: 'start' })
  section.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled)')?.focus()
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
      id={VIN_FINDER}
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
