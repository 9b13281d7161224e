/**
 * index.html's preloader lies over the page as a fixed layer, so removing it shifts nothing.
 */

export const PRELOADER_ID = 'preloader'
/** Spec: about 0.1 s. */
export const PRELOADER_DELAY_MS = 100

/** Counted from `#root`'s first content: the router may leave it empty at first, and the page never goes blank. */
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
