import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

const buildId = __BUILD_ID__

export function SiteFooter() {
  const { t } = useLingui()
  return (
    <footer className="site-footer">
      <nav aria-label={t`Information`}>
        <h2>
          <Trans>Information</Trans>
        </h2>
        <ul>
          <li>
            <Link to="/about-us">
              <Trans>About us</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__note">
        <Trans>Prices include 25% VAT (MVA).</Trans>
      </p>
      <p className="site-footer__build">
        <Trans>Version {buildId}</Trans>
      </p>
    </footer>
  )
}
