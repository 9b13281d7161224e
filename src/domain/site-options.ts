/** Plain TypeScript, not zod: it runs at start on every page, within the front page's JS budget. */

export const DESKTOP_HEADER_LAYOUTS = ['spaceship', 'classic'] as const
export const DESKTOP_HEADER_SCHEMES = ['one', 'two', 'three'] as const
export const MOBILE_HEADER_VARIANTS = ['one', 'two'] as const

export type DesktopHeaderLayout = (typeof DESKTOP_HEADER_LAYOUTS)[number]
export type DesktopHeaderScheme = (typeof DESKTOP_HEADER_SCHEMES)[number]
export type MobileHeaderVariant = (typeof MOBILE_HEADER_VARIANTS)[number]

export interface SiteOptions {
  desktopHeaderLayout: DesktopHeaderLayout
  desktopHeaderScheme: DesktopHeaderScheme
  mobileHeaderVariant: MobileHeaderVariant
  footer: boolean
}

export const DEFAULT_SITE_OPTIONS: Readonly<SiteOptions> = Object.freeze({
  desktopHeaderLayout: 'spaceship',
  desktopHeaderScheme: 'one',
  mobileHeaderVariant: 'one',
  footer: true,
})

function oneOf<const Choices extends readonly string[]>(
  choices: Choices,
  value: unknown,
  fallback: Choices[number],
): Choices[number] {
  return choices.includes(value as string) ? (value as Choices[number]) : fallback
}

export function readSiteOptions(input: unknown): SiteOptions {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const defaults = DEFAULT_SITE_OPTIONS
  return {
    desktopHeaderLayout: oneOf(
      DESKTOP_HEADER_LAYOUTS,
      raw.desktopHeaderLayout,
      defaults.desktopHeaderLayout,
    ),
    desktopHeaderScheme: oneOf(
      DESKTOP_HEADER_SCHEMES,
      raw.desktopHeaderScheme,
      defaults.desktopHeaderScheme,
    ),
    mobileHeaderVariant: oneOf(
      MOBILE_HEADER_VARIANTS,
      raw.mobileHeaderVariant,
      defaults.mobileHeaderVariant,
    ),
    footer: typeof raw.footer === 'boolean' ? raw.footer : defaults.footer,
  }
}

export function parseSiteOptions(json: string | undefined): SiteOptions {
  if (!json?.trim()) return { ...DEFAULT_SITE_OPTIONS }
  try {
    return readSiteOptions(JSON.parse(json))
  } catch {
    return { ...DEFAULT_SITE_OPTIONS }
  }
}

/** Written into index.html by the build, so the page is drawn with its header layout before any script runs. */
export function siteOptionAttributes(options: SiteOptions) {
  return {
    'data-header-layout': options.desktopHeaderLayout,
    'data-header-scheme': options.desktopHeaderScheme,
    'data-mobile-header': options.mobileHeaderVariant,
  }
}
