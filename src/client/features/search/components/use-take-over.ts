import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** What was typed into the stand-in box before the real one loaded, read once on the page. */
export type TakeOver = () => { value: string; focused: boolean; submitted?: boolean }

/**
 * Moves the stand-in box's text and focus into this one, and submits it when Enter was
 * pressed there.
 */
export function useTakeOver(
  takeOver: TakeOver | undefined,
  box: {
    input: RefObject<HTMLInputElement | null>
    change: (text: string) => void
    submit: () => void
    hide: () => void
  },
) {
  const latest = useRef(box)
  latest.current = box
  const takeOverRef = useRef(takeOver)
  const [submitTakenOver, setSubmitTakenOver] = useState(false)
  // In the commit that puts this box on the page, so the focus and the letters move at once.
  useLayoutEffect(() => {
    const typed = takeOverRef.current?.()
    if (!typed) return
    if (typed.value !== '') latest.current.change(typed.value)
    if (typed.focused) latest.current.input.current?.focus()
    else latest.current.hide()
    if (typed.submitted) setSubmitTakenOver(true)
  }, [])
  // Once the text taken over is this box's own (the render after the one above).
  useEffect(() => {
    if (!submitTakenOver) return
    setSubmitTakenOver(false)
    latest.current.submit()
  }, [submitTakenOver])
}
