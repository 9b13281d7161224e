/**
 * A new worker never takes over by itself: the user is asked, then the page reloads once (an
 * open page must not lose the chunks it still needs: vite-plugin-pwa#450).
 */
import { Workbox } from 'workbox-window'
import { linkWebManifest } from './manifest-link'

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

export type UpdateListener = (applyUpdate: () => void) => void

export function registerServiceWorker(onUpdateWaiting: UpdateListener): void {
  if (import.meta.env.DEV) return
  if (!('serviceWorker' in navigator)) {
    linkWebManifest()
    return
  }
  const wb = new Workbox('/sw.js', { scope: '/' })
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
