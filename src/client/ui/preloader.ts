/**
 * The preloader ("removed about 0.1 s after start"): index.html shows the shop's
 * mark and a spinning ring on a white page at once, before any JS has loaded (`#preloader`,
 * styled by ui/preloader.css, which Vite bundles into the entry stylesheet). It lies over the
 * page as a fixed layer, so taking it away moves nothing (no layout shift). The app takes it
 * away `PRELOADER_DELAY_MS` after its first content is in `#root`.
 */

/** The preloader's id in index.html. */
export const PRELOADER_ID = 'preloader'
/** Time between the app's first content and the preloader's removal (spec: about 0.1 s). */
export const PRELOADER_DELAY_MS = 100

/**
 * Removes the preloader `delayMs` after `#root` has content (at once counting when it has
 * some already, or when the page has no `#root`); returns a cancel function (an effect's
 * cleanup). The app's first commit may leave `#root` empty while the router loads the
 * page's code, so the count starts with the first content, not with the call: the page never
 * goes blank between the preloader and the app. Nothing happens without a preloader.
 */
export function removePreloader(delayMs = PRELOADER_DELAY_MS, doc: Document = document) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = () => {
    timer = setTimeout(() => doc.getElementById(PRELOADER_ID)?.remove(), delayMs)
  }
  const root = doc.getElementById('root')
  if (!root || root.firstChild) {
    start()
    return () => clearTimeout(timer)
  }
  const observer = new MutationObserver(() => {
    if (!root.firstChild) return
    observer.disconnect()
    start()
  })
  observer.observe(root, { childList: true })
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}
