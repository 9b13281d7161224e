/**
 * Which page of the app a path is: matched against the router's own page paths
 * (page-paths.gen.ts, written from the route files), as the router matches them — after the
 * `/en` prefix, letters in any case, a trailing slash allowed, a static segment before a
 * `$param` one. A path no page matches, or with an empty segment, is the app's 404 page.
 */
import { hasEmptySegment } from './no-page'
import { stripLocale } from './locale'
import { PAGE_PATHS } from './page-paths.gen'

export { PAGE_PATHS }
export type PagePath = (typeof PAGE_PATHS)[number]

export interface PageMatch {
  path: PagePath
  /** The `$param` segments, decoded. */
  params: Record<string, string>
}

const PATTERNS = PAGE_PATHS.map((path) => ({ path, segments: path.split('/').slice(1) }))

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function matchSegments(pattern: readonly string[], segments: readonly string[]) {
  if (pattern.length !== segments.length) return null
  const params: Record<string, string> = {}
  let statics = 0
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? ''
    if (part.startsWith('$')) {
      const value = decode(segment)
      if (!value) return null
      params[part.slice(1)] = value
    } else if (part.toLowerCase() === segment.toLowerCase()) {
      statics++
    } else {
      return null
    }
  }
  return { params, statics }
}

/** The page `pathname` (no query) shows, or null when it is no page of the app. */
export function matchPagePath(pathname: string): PageMatch | null {
  if (hasEmptySegment(pathname)) return null
  const path = stripLocale(pathname)
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  const segments = trimmed === '/' ? [''] : trimmed.split('/').slice(1)
  let best: (PageMatch & { statics: number }) | null = null
  for (const pattern of PATTERNS) {
    const found = matchSegments(pattern.segments, segments)
    if (found && (!best || found.statics > best.statics)) {
      best = { path: pattern.path, ...found }
    }
  }
  return best && { path: best.path, params: best.params }
}
