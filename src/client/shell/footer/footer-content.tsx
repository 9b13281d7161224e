import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ShopContactDetails } from '../../features/settings/components/shop-contact-details'
import { SocialLinks } from '../../features/settings/components/social-links'
import { useSettings } from '../../features/settings/get-settings'
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
        <nav aria-label={t`Information`}>
          <h2>
            <Trans>Information</Trans>
          </h2>
          <ul className="site-footer__links">
            <FooterLink to="/about-us">
              <Trans>About us</Trans>
            </FooterLink>
            <FooterLink to="/contact-us">
              <Trans>Contact us</Trans>
            </FooterLink>
            <FooterLink to="/terms">
              <Trans>Terms and conditions</Trans>
            </FooterLink>
            <FooterLink to="/privacy-policy">
              <Trans>Privacy policy</Trans>
            </FooterLink>
            <FooterLink to="/blog">
              <Trans>Blog</Trans>
            </FooterLink>
            <FooterLink to="/track-order">
              <Trans>Track your order</Trans>
            </FooterLink>
          </ul>
        </nav>
        <nav aria-label={t`My account`}>
          <h2>
            <Trans>My account</Trans>
          </h2>
          <ul className="site-footer__links">
            <FooterLink to="/account/dashboard">
              <Trans>Dashboard</Trans>
            </FooterLink>
            <FooterLink to="/account/orders">
              <Trans>Order history</Trans>
            </FooterLink>
            <FooterLink to="/account/garage">
              <Trans>My garage</Trans>
            </FooterLink>
            <FooterLink to="/wishlist">
              <Trans>Wishlist</Trans>
            </FooterLink>
            <FooterLink to="/compare">
              <Trans>Compare</Trans>
            </FooterLink>
          </ul>
        </nav>
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

/**
 * A footer link by path. Some pages (account, wishlist, compare) come with other issues, so
 * the path is typed loosely: until a page exists its link opens the 404 page.
 */
function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to as '/'}>{children}</Link>
    </li>
  )
}
