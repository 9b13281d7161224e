import { type ComponentType, startTransition, useEffect, useRef, useState } from 'react'
import { useIdleAfterPaint } from '../../../ui/after-paint'
import type { LiveGarageButtonProps } from './garage-button-live'
import { GarageButtonView } from './garage-button-view'

const loadLive = () => import('./garage-button-live')

type LiveButton = ComponentType<LiveGarageButtonProps>

/**
 * The garage loads once the first paint is on screen; a press before then opens the picker as
 * soon as it is there. The stand-in is swapped once, with no `Suspense` fallback in between,
 * and hands the keyboard focus to the live button.
 */
export function GarageButton() {
  const [openEarly, setOpenEarly] = useState(false)
  const wanted = useIdleAfterPaint()
  const [live, setLive] = useState<{ Button: LiveButton; takeFocus: boolean } | null>(null)
  const standIn = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!wanted && !openEarly) return
    let current = true
    void loadLive().then((module) => {
      if (!current) return
      const takeFocus = standIn.current !== null && standIn.current === document.activeElement
      startTransition(() => setLive({ Button: module.default, takeFocus }))
    })
    return () => {
      current = false
    }
  }, [wanted, openEarly])
  if (live) return <live.Button openAtStart={openEarly} takeFocus={live.takeFocus} />
  return (
    <GarageButtonView
      ref={standIn}
      name={null}
      count={0}
      onOpen={() => setOpenEarly(true)}
      onWarm={() => void loadLive()}
    />
  )
}
