import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ShopContactDetails } from '../../features/settings/components/shop-contact-details'
import { SocialLinks } from '../../features/settings/components/social-links'
import { useSettings } from '../../data/settings/get-settings'
import { NewsletterForm } from './newsletter-form'
import './site-footer.css'

const buildId = __BUILD_ID__

/**
 * Contact details (settings), information and account links, the newsletter box and social
 * links (settings), then the legal line. Without settings (never fetched, fetch failed) the
 * contact and social parts are left out and nothing says why.
 */
export default function FooterContent() {
  const { t } = useLingui()
  const settings = useSettings()
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {settings && (
          <section className="site-footer__contact" aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title">
              <Trans>Contact us</Trans>
            </h2>
            <ShopContactDetails />
          </section>
        )}
        <FooterNav
          title={t`Information`}
          links={[
            { to: '/about-us', label: t`About us` },
            { to: '/contact-us', label: t`Contact us` },
            { to: '/terms', label: t`Terms and conditions` },
            { to: '/privacy-policy', label: t`Privacy policy` },
            { to: '/blog', label: t`Blog` },
            { to: '/track-order', label: t`Track your order` },
          ]}
        />
        <FooterNav
          title={t`My account`}
          links={[
            { to: '/account/dashboard', label: t`Dashboard` },
            { to: '/account/orders', label: t`Order history` },
            { to: '/account/garage', label: t`My garage` },
            { to: '/wishlist', label: t`Wishlist` },
            { to: '/compare', label: t`Compare` },
          ]}
        />
        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title">
            <Trans>Newsletter</Trans>
          </h2>
          <NewsletterForm />
          <SocialLinks />
        </section>
      </div>
      <div className="site-footer__bottom">
        {settings && (
          <p>
            © {year} {settings.companyName}
          </p>
        )}
        <p>
          <Trans>Prices include 25% VAT (MVA).</Trans>
        </p>
        <p>
          <Trans>Version {buildId}</Trans>
        </p>
      </div>
    </footer>
  )
}

/** A titled list of links; paths are plain strings so the table stays one list of data. */
function FooterNav({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to as '/'}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
