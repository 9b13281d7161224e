import { createContext, type ReactNode, useContext } from 'react'
import type { Locale } from '../../domain/locale'

/** Fixed for the life of the page: a language change is a full page load. */
const LocaleContext = createContext<Locale>('no')

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}
