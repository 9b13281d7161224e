import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { InformationArticle } from './components/information-article'
import './components/information.css'

export function AboutPage() {
  const { t } = useLingui()
  return (
    <InformationArticle
      id="about-title"
      title={t`About us`}
      className="page--about"
      lead={
        <Trans>
          Delelager sells spare parts for cars on Norwegian roads to mechanics and private
          customers. The shop works on your phone in the workshop, also without a signal.
        </Trans>
      }
    >
      <h2>
        <Trans>The right part the first time</Trans>
      </h2>
      <p>
        <Trans>
          Search by registration number, by make and model, or by article or OE number, and we show
          the parts that fit your car: brakes, filters, batteries, suspension, lights and more from
          well-known aftermarket brands. Save your cars in the garage, and every list tells you
          whether a part fits.
        </Trans>
      </p>

      <h2>
        <Trans>Made for the workshop floor</Trans>
      </h2>
      <p>
        <Trans>
          Install the shop on your phone's home screen. Parts you have looked at, your garage and
          your cart stay on the phone, so you can keep working where the signal drops — under a car,
          in a garage or out on the road.
        </Trans>
      </p>

      <h2>
        <Trans>Safe to buy</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Prices in kroner including 25 % VAT, with shipping shown before you order.</Trans>
        </li>
        <li>
          <Trans>14-day right of withdrawal, also for a part ordered for the wrong car.</Trans>
        </li>
        <li>
          <Trans>Customer service in Norwegian by phone, e-mail and the contact form.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Read the <Link to="/terms">terms and conditions</Link>, or{' '}
          <Link to="/contact-us">contact us</Link> if you need help finding a part.
        </Trans>
      </p>
    </InformationArticle>
  )
}
