import { Trans } from '@lingui/react/macro'
import { phoneHref } from '../../../../domain/settings'
import { useLocale } from '../../../i18n/locale-context'
import { useSettings } from '../../../data/settings/get-settings'
import { formatDays, formatTimes } from '../opening-hours'

export default function HeaderContacts() {
  const settings = useSettings()
  const locale = useLocale()
  if (!settings) return null
  const hours = settings.openingHours[0]
  return (
    <div className="site-header__contacts">
      <span className="site-header__contacts-label">
        <Trans>Customer service</Trans>
      </span>
      <a className="site-header__contacts-phone" href={phoneHref(settings.phone)}>
        {settings.phone}
      </a>
      {hours && (
        <span className="site-header__contacts-hours">
          {formatDays(hours, locale)} {formatTimes(hours)}
        </span>
      )}
    </div>
  )
}
