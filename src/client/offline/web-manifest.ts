import type { ManifestOptions } from 'vite-plugin-pwa'

/** The home-screen shortcut's query: open the front page with the registration box focused. */
export const PLATE_SHORTCUT_QUERY = 'focus=plate'

/** Brand colours, shared by the manifest and index.html's theme-color. */
export const THEME_COLOR = '#b3122d'
export const BACKGROUND_COLOR = '#ffffff'

/**
 * The web app manifest: what a phone shows when the shop is installed on its home screen.
 * Norwegian first (default language 'no').
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Delelager – bildeler på nett',
  short_name: 'Delelager',
  description: 'Reservedeler til bilen din: søk på skiltnummer, bilmodell eller varenummer.',
  lang: 'nb',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['shopping', 'auto'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Long-press on the home-screen icon. `?focus=plate` puts the cursor in the
  // registration box (shell/shell-status.tsx).
  shortcuts: [
    {
      name: 'Søk på skilt',
      short_name: 'Skilt',
      description: 'Finn deler til bilen med registreringsnummeret',
      url: `/?${PLATE_SHORTCUT_QUERY}`,
      icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Handlekurv',
      short_name: 'Handlekurv',
      description: 'Se handlekurven',
      url: '/cart',
      icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
}
