/**
 * Whether this page's first HTML was rendered by the server (its plugins/server-rendering.ts):
 * always on the server itself, and in the browser when main.tsx found the server's data.
 * Device state the browser loads later (the garage) is then taken as empty for the first
 * render, as the server took it, so the app's first render matches the server's page.
 */
let rendered = import.meta.env.SSR

export function startedFromServerHtml(): boolean {
  return rendered
}

export function markStartedFromServerHtml(): void {
  rendered = true
}

/** Longest wait for React to take the whole page over before the page is let go anyway, ms. */
export const RELEASE_FALLBACK_MS = 5000

/**
 * Whether React has taken over every element of the server's page: each carries React's
 * fiber key once hydrated. What an element holds through `dangerouslySetInnerHTML` is its
 * content, not React's, and is not looked into.
 */
export function hydratedEverywhere(root: Element): boolean {
  for (const element of root.children) {
    let fiber = false
    let props: { dangerouslySetInnerHTML?: unknown } | undefined
    for (const key of Object.keys(element)) {
      if (key.startsWith('__reactFiber$')) fiber = true
      else if (key.startsWith('__reactProps$'))
        props = (element as unknown as Record<string, typeof props>)[key]
    }
    if (!fiber) return false
    if (!props?.dangerouslySetInnerHTML && !hydratedEverywhere(element)) return false
  }
  return true
}

/**
 * The server's page is `inert` and `aria-disabled` until the app has taken it over (nothing
 * tapped or typed before then is lost silently). The app's first commit may take over the
 * frame of the page while a part of it (a route's own code, a lazy part) is still being
 * hydrated, and a tap on such a part would be lost: the page is let go once React has taken
 * over every element, checked each frame (at the latest after `RELEASE_FALLBACK_MS`).
 * Returns a cancel function (an effect's cleanup).
 */
export function releaseServerHtml(doc: Document = document): () => void {
  const root = doc.getElementById('root')
  if (!root?.hasAttribute('inert')) return () => {}
  let frame = 0
  const release = () => {
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
    root.removeAttribute('inert')
    root.removeAttribute('aria-disabled')
  }
  const check = () => {
    if (hydratedEverywhere(root)) release()
    else frame = requestAnimationFrame(check)
  }
  const fallback = setTimeout(release, RELEASE_FALLBACK_MS)
  check()
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
  }
}
