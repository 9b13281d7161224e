import { Trans } from '@lingui/react/macro'
import { formatOrgNumber } from '../../../../domain/org-number'
import { phoneHref, postalLine } from '../../../../domain/settings'
import { useLocale } from '../../../i18n/locale-context'
import { useSettings } from '../../../data/settings/get-settings'
import { formatDays, formatTimes } from '../opening-hours'
import './settings.css'

/** Ehandelsloven § 8: name, organisation number, address, e-mail. */
export function ShopContactDetails() {
  const settings = useSettings()
  const locale = useLocale()
  if (!settings) return null
  const orgNr = formatOrgNumber(settings.orgNr)
  return (
    <div className="shop-contact">
      <address>
        <p>
          <strong className="shop-contact__company">{settings.companyName}</strong>
          <br />
          <span className="shop-contact__org-nr">
            <Trans>Org. no. {orgNr}</Trans>
          </span>
        </p>
        <p>
          {settings.address.street}
          <br />
          {postalLine(settings.address)}
        </p>
        <p>
          <Trans>Phone:</Trans> <a href={phoneHref(settings.phone)}>{settings.phone}</a>
          <br />
          <Trans>E-mail:</Trans> <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </p>
      </address>
      {settings.openingHours.length > 0 && (
        <>
          <h3 className="shop-contact__hours-title">
            <Trans>Opening hours</Trans>
          </h3>
          <dl className="shop-contact__hours">
            {settings.openingHours.map((hours) => (
              <div key={`${hours.fromDay}-${hours.toDay}`}>
                <dt>{formatDays(hours, locale)}</dt>
                <dd>{formatTimes(hours)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  )
}
