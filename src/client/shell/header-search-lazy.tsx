/**
 * A plain box stands in until the real one loads and takes what was typed: keeps XState out of the front page's bundle.
 */
import { Trans } from '@lingui/react/macro'
import {
  type ComponentType,
  type ReactNode,
  type Ref,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { SearchField } from '../features/search/components/search-field'
import { useIdleAfterPaint } from '../ui/after-paint'
import { useNearScreen } from '../ui/near-screen'
import { NorwayFlag } from '../ui/norway-flag'
import type { HeaderSearchProps } from './header-search'

const load = () => import('./header-search').then((module) => module.HeaderSearch)

const typed = { value: '', focused: false, submitted: false }
/** An Enter is handed over once: a box mounted again later must not search again. */
const takeOver = () => {
  const taken = { ...typed }
  typed.submitted = false
  return taken
}

export function LazyHeaderSearch({ scan }: { scan?: ReactNode }) {
  // Swapped for the real box once, when its code is here — never for a loading fallback
  // (no `lazy`/`Suspense`), which would take the focus and the letters typed since away.
  const [HeaderSearch, setHeaderSearch] = useState<ComponentType<HeaderSearchProps> | null>(null)
  const [woken, setWoken] = useState(false)
  const [box, shown] = useNearScreen<HTMLFormElement>()
  const wanted = useIdleAfterPaint(shown) || woken
  useEffect(() => {
    if (!wanted) return
    let live = true
    void load().then((component) => {
      if (live) startTransition(() => setHeaderSearch(() => component))
    })
    return () => {
      live = false
    }
  }, [wanted])
  if (HeaderSearch === null) return <PlaceholderBox ref={box} onWake={() => setWoken(true)} />
  return <HeaderSearch takeOver={takeOver} scan={scan} />
}

function PlaceholderBox({ onWake, ref }: { onWake: () => void; ref: Ref<HTMLFormElement> }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // Read once more as the box leaves the page (still on it here): letters typed and a focus
  // taken before the app took over the server-drawn page were never seen by the handlers.
  useLayoutEffect(
    () => () => {
      const element = input.current
      if (!element) return
      typed.value = element.value
      typed.focused = document.activeElement === element
    },
    [],
  )
  return (
    <form ref={ref} className="search-box__form" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        id={id}
        ref={input}
        flag={<NorwayFlag className="search-box__flag" />}
        onChange={(event) => {
          typed.value = event.target.value
          typed.submitted = false
          onWake()
        }}
        onKeyDown={(event) => {
          // Enter before the real box is here is not lost: the real box submits on arrival.
          if (event.key !== 'Enter') return
          event.preventDefault()
          typed.submitted = true
          onWake()
        }}
        onFocus={() => {
          typed.focused = true
          onWake()
        }}
        onBlur={(event) => {
          // Taking the box off the page for the real one may blur it: that focus moves on.
          if (event.currentTarget.isConnected) typed.focused = false
        }}
      />
      <button type="submit" className="button button--primary" disabled>
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
