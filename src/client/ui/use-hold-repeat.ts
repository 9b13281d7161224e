import { type PointerEvent, useCallback, useEffect, useRef } from 'react'

export const HOLD_REPEAT_DELAY_MS = 300
export const HOLD_REPEAT_INTERVAL_MS = 50

/** Keyboard presses run once each; the keyboard's own key repeat does the rest. */
export function useHoldRepeat(
  action: () => void,
  { delayMs = HOLD_REPEAT_DELAY_MS, intervalMs = HOLD_REPEAT_INTERVAL_MS } = {},
) {
  const latest = useRef(action)
  latest.current = action
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const repeater = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    if (repeater.current !== null) clearInterval(repeater.current)
    timer.current = null
    repeater.current = null
  }, [])

  const start = useCallback(() => {
    stop()
    latest.current()
    timer.current = setTimeout(() => {
      timer.current = null
      repeater.current = setInterval(() => latest.current(), intervalMs)
    }, delayMs)
  }, [stop, delayMs, intervalMs])

  useEffect(() => stop, [stop])

  const buttonProps = {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      // Only the primary button (mouse) or a touch/pen contact; jsdom's events have no button.
      if (event.button > 0) return
      start()
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onBlur: stop,
    // A long touch would open the context menu and end the hold.
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
    onClick: (event: { detail: number }) => {
      // Pointer presses acted on pointerdown; a click without pointer (Enter, Space) acts here.
      if (event.detail === 0) latest.current()
    },
  }

  return { start, stop, buttonProps }
}
