import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Messages are written in English in the source (`sourceLocale`), translated to bokmål in
 * `no` (the shop's default language, spec §9). `ar` is loadable but not offered (spec §2).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['no', 'en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src/client'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
