/**
 * The header's registration box without its machine on the first paint: a plain box of the
 * same look stands in while the real one (XState, the lookup) loads right after start, and
 * hands over whatever was typed into it. Keeps XState out of the front page's first bundle.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { whenIdleAfterPaint } from '../../../ui/after-paint'
import { NorwayFlag } from './norway-flag'

const load = () => import('./registration-search')
const RegistrationSearch = lazy(() =>
  load().then((module) => ({ default: module.RegistrationSearch })),
)

/** What the placeholder box held when the real one took its place. */
const typed = { value: '', focused: false }

export function LazyRegistrationSearch() {
  // The real box loads once the first paint is on the screen and the browser is idle; typing
  // into the plain box or focusing it starts it sooner.
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdleAfterPaint(() => setReady(true)), [])
  const wake = () => setReady(true)
  if (!ready) return <PlaceholderBox onWake={wake} />
  return (
    <Suspense fallback={<PlaceholderBox onWake={wake} />}>
      {/* Read once the real box is on the page: typing goes on until React swaps the boxes. */}
      <RegistrationSearch takeOver={() => typed} />
    </Suspense>
  )
}

function PlaceholderBox({ onWake }: { onWake: () => void }) {
  const { t } = useLingui()
  const id = useId()
  return (
    <form className="search-box__form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Registration number</Trans>
      </label>
      <span className="search-box__field">
        <NorwayFlag className="search-box__flag" />
        <input
          id={id}
          type="search"
          name="registreringsNummer"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t`Search by registration number...`}
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
      </span>
      <button type="submit" className="button button--primary" disabled>
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
