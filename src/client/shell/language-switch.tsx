import { useLingui } from '@lingui/react/macro'
import { LOCALES, type Locale } from '../../domain/locale'
import { LANGUAGE_NAMES, LanguageLink } from './language-link'

const SHORT: Record<Locale, string> = { no: 'NO', en: 'EN' }

/** Language choice in the top bar: the same page in the other language. */
export function LanguageSwitch() {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Language`} className="language-switch">
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <LanguageLink locale={locale} title={LANGUAGE_NAMES[locale]}>
              {SHORT[locale]}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
