import type { Locale } from '../../../../domain/locale'
import { useLocale } from '../../../i18n/locale-context'

const DATE_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  no: new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
}

export function BlogDate({ date }: { date: string }) {
  const locale = useLocale()
  return <time dateTime={date}>{DATE_FORMATS[locale].format(new Date(`${date}T00:00:00Z`))}</time>
}
