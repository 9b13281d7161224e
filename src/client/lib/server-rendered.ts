/** Device state loaded later (the garage) is taken as empty for the first render, as the server took it, so hydration matches. */
let rendered = import.meta.env.SSR

export function startedFromServerHtml(): boolean {
  return rendered
}

export function markStartedFromServerHtml(): void {
  rendered = true
}

export const RELEASE_FALLBACK_MS = 5000

const FIBER_KEY = '__reactFiber$'
const PROPS_KEY = '__reactProps$'

/** Resumes from where the last frame stopped, so each element is looked at about once in all. */
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

function following(element: Element, root: Element, intoChildren: boolean): Element | null {
  if (intoChildren && element.firstElementChild) return element.firstElementChild
  for (let current: Element | null = element; current && current !== root; ) {
    if (current.nextElementSibling) return current.nextElementSibling
    current = current.parentElement
  }
  return null
}

/** Inert until React has taken over every element: a tap on a part still hydrating would be lost. */
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
