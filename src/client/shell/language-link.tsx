import { useLocation } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { type Locale, pathForLocale } from '../../domain/locale'
import { useLocale } from '../i18n/locale-context'

export const LANGUAGE_RELOAD_DELAY_MS = 1000

export const LANGUAGE_NAMES: Record<Locale, string> = { no: 'Norsk (bokmål)', en: 'English' }

interface LanguageLinkProps {
  locale: Locale
  className?: string
  title?: string
  children: ReactNode
}

/** Opened in a new tab or without JavaScript it is a plain link. */
export function LanguageLink({ locale, className, title, children }: LanguageLinkProps) {
  const current = useLocale()
  // The router's location has no /en basepath; add the locale back for real hrefs.
  const { pathname, searchStr } = useLocation()
  const [switching, setSwitching] = useState(false)
  const href = pathForLocale(pathname, locale) + searchStr
  const tag = locale === 'no' ? 'nb' : locale
  return (
    <>
      <a
        href={href}
        hrefLang={tag}
        lang={tag}
        className={className}
        title={title}
        aria-current={locale === current ? 'true' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          if (locale === current || switching) return
          setSwitching(true)
          setTimeout(() => window.location.assign(href), LANGUAGE_RELOAD_DELAY_MS)
        }}
      >
        {children}
      </a>
      {switching && (
        <span role="status" className="language-switching" lang={tag}>
          {locale === 'en' ? 'Switching to English…' : 'Bytter til norsk…'}
        </span>
      )}
    </>
  )
}
