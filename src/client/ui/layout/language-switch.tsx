import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { LOCALES, type Locale, pathForLocale } from '../../../domain/locale'
import { useLocale } from '../../i18n/locale-context'

const LABELS: Record<Locale, { name: string; short: string }> = {
  no: { name: 'Norsk (bokmål)', short: 'NO' },
  en: { name: 'English', short: 'EN' },
}

/**
 * Language choice: a plain link to the same page in the other language, so the page loads
 * afresh in that language (spec §4: a language change reloads the page).
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const current = useLocale()
  // The router's location has no /en basepath; add the locale back for real hrefs.
  const { pathname, searchStr } = useLocation()
  return (
    <nav aria-label={t`Language`} className="language-switch">
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={pathForLocale(pathname, locale) + searchStr}
              hrefLang={locale === 'no' ? 'nb' : locale}
              lang={locale === 'no' ? 'nb' : locale}
              aria-current={locale === current ? 'true' : undefined}
              title={LABELS[locale].name}
            >
              {LABELS[locale].short}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
