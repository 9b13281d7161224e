import { type RefCallback, startTransition, useCallback, useState } from 'react'

/**
 * Whether an element has come on the screen, or within `margin` of it (a CSS margin, as
 * IntersectionObserver's `rootMargin` takes it): for a part loaded when the shopper comes to
 * it, not with the page — the footer far below, the header's registration box that a phone
 * shows only when its search button is pressed (an element hidden with `display: none` is on
 * no screen). Once true it stays true. Where there is no IntersectionObserver (old browsers,
 * a test's DOM) it is true at once, as if everything were on the screen.
 *
 * Returns a ref callback for the element, and the flag.
 */
export function useNearScreen<T extends Element>(margin = '0px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false)
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near) return
      if (typeof IntersectionObserver !== 'function') {
        setNear(true)
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          startTransition(() => setNear(true))
        },
        { rootMargin: margin },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [margin, near],
  )
  return [ref, near]
}
