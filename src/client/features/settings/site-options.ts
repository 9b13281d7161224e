/**
 * The build also writes them on <html> as data attributes, so the CSS picks the header layout
 * before any script runs.
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

/** Only where they differ: writing an attribute the CSS reads makes the browser restyle everything. */
export function applySiteOptions(
  root: HTMLElement = document.documentElement,
  options: SiteOptions = siteOptions,
): void {
  for (const [name, value] of Object.entries(siteOptionAttributes(options)))
    if (root.getAttribute(name) !== value) root.setAttribute(name, value)
}

export const SiteOptionsContext = createContext<SiteOptions>(siteOptions)

export function useSiteOptions(): SiteOptions {
  return useContext(SiteOptionsContext)
}
