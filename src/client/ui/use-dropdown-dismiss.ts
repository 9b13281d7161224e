import { type RefObject, useEffect, useRef } from 'react'

/**
 * How a header dropdown closes while it is open: Escape closes it and sends the focus back to
 * the button that opened it; a press outside the dropdown (button and panel) closes it and
 * leaves the focus where the press put it. Used by the cart and account dropdowns.
 */
export function useDropdownDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close.current()
    }
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      close.current()
      toggle.current?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', onEscape)
    }
  }, [open, container, toggle])
}
