import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, useId, useRef, useState } from 'react'
import { useDropdownDismiss } from '../../../ui/use-dropdown-dismiss'
import { LazyDialog } from '../../../ui/lazy-dialog'
import { StrokeIcon } from '../../../ui/stroke-icon'
import { ACCOUNT_HOME_PATH, LOGIN_PATH } from '../after-sign-in'
import { useSession } from '../session'
import './account-indicator.css'

const loadPanel = () => import('./account-panel')
const AccountPanel = lazy(loadPanel)

/** The dropdown loads on first use so the front page stays small; on phones a plain link. */
export function AccountIndicator() {
  const { t } = useLingui()
  const { signedIn } = useSession()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  function close(returnFocus = true) {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  useDropdownDismiss(open, rootRef, buttonRef, () => setOpen(false))

  const label = signedIn ? <Trans>My account</Trans> : <Trans>Account</Trans>
  return (
    <div className="account-indicator" ref={rootRef}>
      <Link
        to={signedIn ? ACCOUNT_HOME_PATH : LOGIN_PATH}
        className="indicator account-indicator__link"
        aria-label={signedIn ? t`My account` : t`Account`}
      >
        <PersonIcon />
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className="indicator account-indicator__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <PersonIcon />
        <span className="indicator__label">{label}</span>
      </button>
      {open && (
        <div id={panelId} className="account-indicator__panel">
          <LazyDialog
            onClose={() => close()}
            fallback={
              <p className="account-indicator__loading" role="status">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            <AccountPanel onClose={() => close()} />
          </LazyDialog>
        </div>
      )}
    </div>
  )
}

function PersonIcon() {
  return (
    <StrokeIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </StrokeIcon>
  )
}
