/**
 * Registers the service worker (src/client/sw.ts, built to /sw.js) with workbox-window and
 * reports when a new version is waiting. The new worker never takes over by itself: the
 * user is asked, and only then does it skip waiting and the page reload once (an open page
 * must not lose the chunks it still needs: vite-plugin-pwa#450).
 */
import { Workbox } from 'workbox-window'
import { linkWebManifest } from './manifest-link'

/** How often an open app asks the server for a new service worker, ms (one hour). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

export type UpdateListener = (applyUpdate: () => void) => void

export function registerServiceWorker(onUpdateWaiting: UpdateListener): void {
  if (import.meta.env.DEV) return
  if (!('serviceWorker' in navigator)) {
    linkWebManifest()
    return
  }
  const wb = new Workbox('/sw.js', { scope: '/' })
  // The app is offered for installing once its worker is active (its files stored).
  void navigator.serviceWorker.ready.then(() => linkWebManifest())

  wb.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    })
  })

  wb.register().then(
    (registration) => {
      if (!registration) {
        linkWebManifest()
        return
      }
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined)
      }
      setInterval(check, UPDATE_CHECK_INTERVAL_MS)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check()
      })
    },
    (error: unknown) => {
      // Without a worker the shop is still installable, as a shortcut to the online shop.
      console.warn('The service worker could not be registered:', error)
      linkWebManifest()
    },
  )
}
