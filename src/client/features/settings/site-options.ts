/**
 * This build's site options (src/domain/site-options.ts): read from the build-time variable
 * `VITE_SITE_OPTIONS`, a JSON object, e.g.
 *   VITE_SITE_OPTIONS='{"desktopHeaderLayout":"classic","footer":false}' npm run build
 * Fields left out, unknown or malformed take the spec's defaults (spaceship / one / one /
 * footer shown). They are fixed per build: a shop changes them by building again.
 *
 * The build writes them on <html> in index.html as `data-header-layout`, `data-header-scheme`
 * and `data-mobile-header` (vite.config.ts), so the CSS (ui/layout/header-layouts.css) picks
 * the header layout before any script runs; `applySiteOptions()` at start sets any missing.
 * Components read them with `useSiteOptions()`.
 */
import { createContext, useContext } from 'react'
import {
  parseSiteOptions,
  type SiteOptions,
  siteOptionAttributes,
} from '../../../domain/site-options'

export const siteOptions: SiteOptions = parseSiteOptions(
  import.meta.env.VITE_SITE_OPTIONS as string | undefined,
)

/**
 * Sets the header data attributes on `root` (the document's <html> by default) where they
 * differ: the build writes them into index.html, and writing an attribute the CSS reads, even
 * with the value it has, makes the browser match every element's style anew.
 */
export function applySiteOptions(
  root: HTMLElement = document.documentElement,
  options: SiteOptions = siteOptions,
): void {
  for (const [name, value] of Object.entries(siteOptionAttributes(options)))
    if (root.getAttribute(name) !== value) root.setAttribute(name, value)
}

/** The build's options; tests provide others with `SiteOptionsContext.Provider`. */
export const SiteOptionsContext = createContext<SiteOptions>(siteOptions)

export function useSiteOptions(): SiteOptions {
  return useContext(SiteOptionsContext)
}
