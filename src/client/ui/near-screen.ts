import { type RefCallback, startTransition, useCallback, useState } from 'react'

/** An element hidden with `display: none` is on no screen. Without IntersectionObserver it is true at once. */
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
