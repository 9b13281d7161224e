/**
 * This build's site options, from the JSON in `VITE_SITE_OPTIONS`; anything missing or
 * malformed takes the defaults. The build also writes them on <html> as data attributes, so
 * the CSS picks the header layout before any script runs.
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
