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

const SHOWCASE_MARGIN = '400px 0px'

/** A chunk of its own (XState, the vehicle API's rules), loaded once the introduction has painted. */
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

function goToFinder(headingId: string) {
  const section = document.getElementById(headingId)?.closest('section')
  if (!section) return
  section.scrollIntoView({ block: 'start' })
  section.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled)')?.focus()
}

function LazyHomeShowcase() {
  const [marker, near] = useNearScreen<HTMLDivElement>(SHOWCASE_MARGIN)
  const placeholder = <div ref={marker} className="home-showcase-placeholder" />
  if (!near) return placeholder
  return <LazyPart load={loadHomeShowcase} fallback={placeholder} />
}

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
