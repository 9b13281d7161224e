import { type KeyboardEvent, useEffect, useState } from 'react'

export interface ListKeyActions {
  enter: (index: number) => void
  clear: () => boolean
}

/** The combobox's list (WAI-ARIA APG, list autocomplete). */
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
