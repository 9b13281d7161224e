import { Trans, useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { StrokeIcon } from '../../../ui/stroke-icon'
import './garage.css'

interface GarageButtonViewProps {
  name: string | null
  count: number
  onOpen: () => void
  /** Load what a press will need. */
  onWarm: () => void
  /** Take the keyboard focus when first drawn (the stand-in before it had it); `ref` is then unused. */
  focusOnMount?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** What the header paints first, without the garage. */
export function GarageButtonView({
  name,
  count,
  onOpen,
  onWarm,
  focusOnMount = false,
  ref,
}: GarageButtonViewProps) {
  const { t } = useLingui()
  return (
    <button
      ref={focusOnMount ? takeFocusWhenDrawn : ref}
      type="button"
      className="indicator garage-button"
      aria-haspopup="dialog"
      aria-label={name ? t`Your vehicle: ${name}. Open your garage` : t`Choose vehicle`}
      onClick={onOpen}
      onPointerEnter={onWarm}
      onFocus={onWarm}
    >
      <CarIcon />
      <span className="indicator__label garage-button__label">
        {name ?? <Trans>Choose vehicle</Trans>}
      </span>
      {count > 0 && (
        <span className="indicator__counter" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  )
}

/** One identity, so React calls it once, when the button is first drawn. */
function takeFocusWhenDrawn(element: HTMLButtonElement | null) {
  element?.focus()
}

function CarIcon() {
  return (
    <StrokeIcon className="garage-button__icon">
      <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
      <path d="M3 12h18" />
      <circle cx="7.5" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
      <path d="M9.5 17h5" />
    </StrokeIcon>
  )
}
