import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'

export type TakeOver = () => { value: string; focused: boolean; submitted?: boolean }

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
  useEffect(() => {
    if (!submitTakenOver) return
    setSubmitTakenOver(false)
    latest.current.submit()
  }, [submitTakenOver])
}
