import { Trans } from '@lingui/react/macro'
import { usePrefetchQuery } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import { useLocale } from '../../i18n/locale-context'
import { afterPaint } from '../../ui/after-paint'
import { useDocumentTitle } from '../../ui/document-title'
import { LazyPart } from '../../ui/lazy-part'
import { yearsQuery } from '../../data/vehicles/get-years'

const loadHomeFinders = () =>
  import('./home-finders').then((module) => ({ default: module.HomeFinders }))

/**
 * The front page: ways to find parts and the catalogue's categories. The introduction needs
 * no more than this file, so it paints as soon as the page's code has run; the finders and
 * categories (home-finders.tsx) load right after that paint, in space kept for them.
 */
export function HomePage() {
  useDocumentTitle(null)
  // The vehicle form's first select: the server sends the years with the page, so the form
  // starts with them when it loads (no request, even on a poor signal).
  usePrefetchQuery(yearsQuery(useLocale()))
  return (
    <section className="page page--home" aria-labelledby="home-title">
      <h1 id="home-title">
        <Trans>Spare parts for your vehicle</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Find the right part by registration number, by make and model, by VIN or by article number
          — also in the workshop when the signal drops.
        </Trans>
      </p>
      <LazyHomeFinders />
    </section>
  )
}

function LazyHomeFinders() {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), [])
  const placeholder = <div className="home-finders-placeholder" />
  if (!painted) return placeholder
  return <LazyPart load={loadHomeFinders} fallback={placeholder} />
}
