/**
 * This build's site options (src/domain/site-options.ts): read from the build-time variable
 * `VITE_SITE_OPTIONS`, a JSON object, e.g.
 *   VITE_SITE_OPTIONS='{"desktopHeaderLayout":"classic","footer":false}' npm run build
 * Fields left out, unknown or malformed take the spec's defaults (spaceship / one / one /
 * footer shown). They are fixed per build: a shop changes them by building again.
 *
 * `applySiteOptions()` runs at start and puts them on <html> as `data-header-layout`,
 * `data-header-scheme` and `data-mobile-header`, so the CSS (ui/layout/header-layouts.css)
 * picks the header layout before the first paint. Components read them with `useSiteOptions()`.
 */
import { createContext, useContext } from 'react'
import { parseSiteOptions, type SiteOptions } from '../../../domain/site-options'

export const siteOptions: SiteOptions = parseSiteOptions(
  import.meta.env.VITE_SITE_OPTIONS as string | undefined,
)

/** Sets the header data attributes on `root` (the document's <html> by default). */
export function applySiteOptions(
  root: HTMLElement = document.documentElement,
  options: SiteOptions = siteOptions,
): void {
  root.dataset.headerLayout = options.desktopHeaderLayout
  root.dataset.headerScheme = options.desktopHeaderScheme
  root.dataset.mobileHeader = options.mobileHeaderVariant
}

/** The build's options; tests provide others with `SiteOptionsContext.Provider`. */
export const SiteOptionsContext = createContext<SiteOptions>(siteOptions)

export function useSiteOptions(): SiteOptions {
  return useContext(SiteOptionsContext)
}
