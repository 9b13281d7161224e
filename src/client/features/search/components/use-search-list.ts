import { type KeyboardEvent, useEffect, useState } from 'react'

/** What the keys do beyond moving through the list. */
export interface ListKeyActions {
  /** Enter, on the active option's index, or -1 when none is active. */
  enter: (index: number) => void
  /** Escape on a closed list: clears the box, and says whether there was anything to clear. */
  clear: () => boolean
}

/**
 * The combobox's list (WAI-ARIA APG, list autocomplete): whether it is open, which of its
 * `count` options is active, and the keys that move through it.
 */
export function useSearchList(count: number, optionId: (index: number) => string) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const expanded = open && count > 0

  useEffect(() => {
    if (!expanded || active < 0) return
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const keyDown = (event: KeyboardEvent<HTMLInputElement>, actions: ListKeyActions) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return
        event.preventDefault()
        const down = event.key === 'ArrowDown'
        setOpen(true)
        if (!expanded) setActive(down ? 0 : count - 1)
        else setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1))
        return
      }
      case 'Enter':
        // A form with a disabled button is not submitted by Enter, so Enter is handled here.
        event.preventDefault()
        actions.enter(expanded && active >= 0 ? active : -1)
        return
      case 'Escape':
        // First closes the list, then clears the box.
        if (expanded) close()
        else if (!actions.clear()) return
        event.preventDefault()
        return
      case 'Tab':
        close()
    }
  }

  return { open, setOpen, active, setActive, expanded, close, keyDown }
}
