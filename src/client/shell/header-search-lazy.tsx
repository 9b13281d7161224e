/**
 * The header's registration box without its machine on the first paint: a plain box of the
 * same look stands in while the real one (XState, the lookup) loads, and hands over whatever
 * was typed into it. Keeps XState out of the front page's first bundle.
 */
import { Trans } from '@lingui/react/macro'
import {
  type ComponentType,
  type ReactNode,
  type Ref,
  startTransition,
  useEffect,
  useId,
  useState,
} from 'react'
import { useIdleAfterPaint } from '../../../ui/after-paint'
import { useNearScreen } from '../../../ui/near-screen'
import type { RegistrationSearchBoxProps } from './registration-search'
import { PlateField } from './plate-field'

type RealBox = ComponentType<Pick<RegistrationSearchBoxProps, 'takeOver' | 'scan'>>

const load = () => import('./registration-search').then((module) => module.RegistrationSearch)

/** What the placeholder box held when the real one took its place. */
const typed = { value: '', focused: false }
const takeOver = () => typed

export function LazyRegistrationSearch({ scan }: { scan?: ReactNode }) {
  // The real box loads once the box is on the screen (a phone shows it when its search button
  // is pressed), the first paint is there and the browser is idle; typing into the plain box
  // or focusing it starts it at once. The plain box is swapped for the real
  // one once, when its code is here — never for a loading fallback, which would take the
  // focus and the letters typed since away (no `lazy`/`Suspense` for that reason).
  const [RegistrationSearch, setRegistrationSearch] = useState<RealBox | null>(null)
  const [woken, setWoken] = useState(false)
  const [box, shown] = useNearScreen<HTMLFormElement>()
  const wanted = useIdleAfterPaint(shown) || woken
  useEffect(() => {
    if (!wanted) return
    let live = true
    void load().then((component) => {
      if (live) startTransition(() => setRegistrationSearch(() => component))
    })
    return () => {
      live = false
    }
  }, [wanted])
  if (RegistrationSearch === null) return <PlaceholderBox ref={box} onWake={() => setWoken(true)} />
  // Reads what was typed once the real box is on the page.
  return <RegistrationSearch takeOver={takeOver} scan={scan} />
}

function PlaceholderBox({ onWake, ref }: { onWake: () => void; ref: Ref<HTMLFormElement> }) {
  const id = useId()
  return (
    <form ref={ref} className="search-box__form" onSubmit={(event) => event.preventDefault()}>
      <PlateField
        id={id}
        onChange={(event) => {
          typed.value = event.target.value
          onWake()
        }}
        onFocus={() => {
          typed.focused = true
          onWake()
        }}
        onBlur={() => {
          typed.focused = false
        }}
      />
      <button type="submit" className="button button--primary" disabled>
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
