import type { ManifestOptions } from 'vite-plugin-pwa'

export const PLATE_SHORTCUT_QUERY = 'focus=plate'

export const THEME_COLOR = '#b3122d'
export const BACKGROUND_COLOR = '#ffffff'

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
