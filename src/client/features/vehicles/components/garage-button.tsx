import { type ComponentType, startTransition, useEffect, useRef, useState } from 'react'
import { useIdleAfterPaint } from '../../../ui/after-paint'
import type { LiveGarageButtonProps } from './garage-button-live'
import { GarageButtonView } from './garage-button-view'

const loadLive = () => import('./garage-button-live')

type LiveButton = ComponentType<LiveGarageButtonProps>

/**
 * The header's vehicle-picker button (desktop and mobile): the current vehicle, or 'Choose
 * vehicle', with the number kept; opens the picker, loaded on first use. The garage (its
 * IndexedDB store and account sync) loads once the first paint is on the screen; until then the button
 * shows 'Choose vehicle', as it would while the garage is read anyway, and a press then opens
 * the picker as soon as it is there. The stand-in is swapped for the live button once, when
 * its code is here (no `Suspense` fallback in between), and a stand-in that had the keyboard
 * focus hands it to the live button.
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
