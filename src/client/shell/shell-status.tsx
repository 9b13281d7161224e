import { Plural, Trans } from '@lingui/react/macro'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useCart } from '../data/cart/cart'
import { useGarage } from '../data/garage/garage'
import { startConnectivity, useConnectivity } from '../offline/connectivity'
import { engagement, installPrompt } from '../offline/install-prompt-event'
import './shell-status.css'

export function ShellStatus() {
  useEffect(() => startConnectivity(), [])
  useEffect(focusPlateFromShortcut, [])
  return (
    <>
      <OfflineBanner />
      <InstallOffer />
    </>
  )
}

function focusPlateFromShortcut() {
  if (!new URLSearchParams(window.location.search).has('focus', 'plate')) return
  const toggle = document.querySelector<HTMLButtonElement>('.search-toggle')
  if (toggle && toggle.offsetParent !== null && toggle.getAttribute('aria-expanded') === 'false') {
    toggle.click()
  }
  requestAnimationFrame(() =>
    document.querySelector<HTMLInputElement>('.search-box input')?.focus(),
  )
}

export function usePendingChanges(): number {
  const { dirty } = useCart()
  const { pending } = useGarage()
  return (dirty ? 1 : 0) + pending.length
}

function OfflineBanner() {
  const state = useConnectivity()
  const pending = usePendingChanges()
  if (state === 'online') return null
  return (
    <div className="offline-banner" role="status">
      <p>
        <strong>
          <Trans>You are offline.</Trans>
        </strong>{' '}
        <Trans>Parts you have seen, your cart and your garage work on this device.</Trans>{' '}
        {pending > 0 && (
          <span className="offline-banner__pending">
            <Plural
              value={pending}
              one="# change is waiting for the network."
              other="# changes are waiting for the network."
            />
          </span>
        )}
      </p>
    </div>
  )
}

export const INSTALL_DISMISSED_KEY = 'delelager-install-dismissed'

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null
  } catch {
    return false
  }
}

function isIosBrowser(): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return ios && !standalone
}

function InstallOffer() {
  const event = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, () => null)
  const [dismissed, setDismissed] = useState(dismissedBefore)
  const [ios] = useState(isIosBrowser)
  // Offered once the shopper has tapped, typed or scrolled: not over a page not yet looked at.
  const engaged = useSyncExternalStore(engagement.subscribe, engagement.get, () => false)
  if (dismissed || !engaged || (!event && !ios)) return null

  function dismiss() {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString())
    } catch {
      // Private mode: asked again next visit.
    }
    setDismissed(true)
  }

  async function install() {
    const offer = installPrompt.take()
    if (!offer) return
    await offer.prompt()
    const choice = await offer.userChoice
    if (choice.outcome === 'dismissed') dismiss()
  }

  return (
    <section className="install-offer" aria-labelledby="install-offer-title">
      <h2 id="install-offer-title" className="install-offer__title">
        <Trans>Install the app</Trans>
      </h2>
      {event ? (
        <p>
          <Trans>
            Put the shop on your home screen: it opens like an app and works in the workshop without
            signal.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Tap the Share button and choose “Add to Home Screen”. Then Safari keeps your cart,
            garage and saved parts on this device.
          </Trans>
        </p>
      )}
      <div className="install-offer__buttons">
        {event && (
          <button type="button" className="button button--primary" onClick={() => void install()}>
            <Trans>Install</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={dismiss}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  )
}
