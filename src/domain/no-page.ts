/**
 * Addresses that are no page of the app. A path with an empty segment (`//`, `/cart//`) is
 * none, though a router reads `//` as `/` (its history drops what a browser would take for a
 * host) and `/cart//` as `/cart`: the server draws the 404 page for it as for `noPagePath`.
 */
import { localeFromPath, pathForLocale } from './locale'

/** A path no route of the app has: the router shows its 404 page there. */
export const NO_PAGE_PATH = '/404'

export function hasEmptySegment(pathname: string): boolean {
  return pathname.includes('//')
}

/** The 404 page's path in the language of `pathname`: `/404` or `/en/404`. */
export function noPagePath(pathname: string): string {
  return pathForLocale(NO_PAGE_PATH, localeFromPath(pathname))
}
