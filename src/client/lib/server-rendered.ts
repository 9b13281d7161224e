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

const FIBER_KEY = '__reactFiber$'
const PROPS_KEY = '__reactProps$'

/**
 * A check of whether React has taken over every element of the server's page: each carries
 * React's fiber key once hydrated (`__reactFiber$` and an id React draws once per app, read
 * from the first element, which React takes over first). What an element holds through
 * `dangerouslySetInnerHTML` is its content, not React's, and is not looked into. Called every
 * frame while the page is being taken over, it goes on from the element where its last call
 * stopped (an element React has taken over stays so), so each element is looked at about once
 * in all rather than once a frame; should that element have left the page (React drew its
 * part anew), it starts over from the first.
 */
export function hydrationWatch(root: Element): () => boolean {
  let keys: { fiber: string; props: string } | undefined
  let next: Element | null = null
  return () => {
    if (!keys) {
      const first = root.firstElementChild
      if (!first) return true
      const fiber = Object.keys(first).find((key) => key.startsWith(FIBER_KEY))
      if (!fiber) return false
      keys = { fiber, props: `${PROPS_KEY}${fiber.slice(FIBER_KEY.length)}` }
      next = first
    }
    if (next && !root.contains(next)) next = root.firstElementChild
    while (next) {
      if (!(keys.fiber in next)) return false
      const props = (next as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[
        keys.props
      ]
      next = following(next, root, !props?.dangerouslySetInnerHTML)
    }
    return true
  }
}

/** The element after `element` within `root` in document order; its children first if asked. */
function following(element: Element, root: Element, intoChildren: boolean): Element | null {
  if (intoChildren && element.firstElementChild) return element.firstElementChild
  for (let current: Element | null = element; current && current !== root; ) {
    if (current.nextElementSibling) return current.nextElementSibling
    current = current.parentElement
  }
  return null
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
  const hydrated = hydrationWatch(root)
  const check = () => {
    if (hydrated()) release()
    else frame = requestAnimationFrame(check)
  }
  const fallback = setTimeout(release, RELEASE_FALLBACK_MS)
  check()
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
  }
}
