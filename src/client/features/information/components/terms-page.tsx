import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ContactUsLink, InformationArticle } from './information-article'
import './information.css'

/** After the Norwegian Consumer Authority's standard terms of sale for consumers. */
export function TermsPage({ seller }: { seller: ReactNode | null }) {
  const { t } = useLingui()
  return (
    <InformationArticle
      id="terms-title"
      title={t`Terms and conditions`}
      lead={
        <Trans>
          These terms apply when you as a consumer buy parts from us. They never give you fewer
          rights than Norwegian consumer law.
        </Trans>
      }
    >
      <AgreementTerms seller={seller} />
      <PaymentAndDeliveryTerms />
      <AfterPurchaseTerms />

      <h2>
        <Trans>11. Personal data</Trans>
      </h2>
      <p>
        <Trans>
          We use your personal data to deliver your order. Read more in our{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>12. Disputes</Trans>
      </h2>
      <p>
        <Trans>
          Contact us first, and we will try to find a solution. If we do not agree, you can complain
          to the Norwegian Consumer Authority (Forbrukertilsynet, forbrukertilsynet.no), which
          mediates; the case can then go to the Consumer Complaints Committee
          (Forbrukerklageutvalget).
        </Trans>
      </p>
      <ContactUsLink />
    </InformationArticle>
  )
}

function AgreementTerms({ seller }: { seller: ReactNode | null }) {
  return (
    <>
      <h2>
        <Trans>1. The agreement</Trans>
      </h2>
      <p>
        <Trans>
          The agreement consists of these terms, the information given in the order process and
          anything specially agreed. If they conflict, what was specially agreed comes first. The
          Consumer Purchases Act (forbrukerkjøpsloven), the Cancellation Act (angrerettloven) and
          the E-commerce Act (ehandelsloven) also apply.
        </Trans>
      </p>

      <h2>
        <Trans>2. The parties</Trans>
      </h2>
      <p>
        <Trans>The seller is:</Trans>
      </p>
      {seller}
      <p>
        <Trans>The buyer is the consumer who places the order.</Trans>
      </p>

      <h2>
        <Trans>3. Prices</Trans>
      </h2>
      <p>
        <Trans>
          All prices are in Norwegian kroner and include 25 % VAT (MVA). Shipping is added and shown
          in the cart before you confirm the order; the total you see there is all you pay. Prices
          in other currencies are a guide only: you always pay in kroner.
        </Trans>
      </p>

      <h2>
        <Trans>4. Making the agreement</Trans>
      </h2>
      <p>
        <Trans>
          The agreement is binding for both parties once we have received your order, and you get an
          order confirmation by e-mail. If the price or description has an obvious typing error that
          you should have understood, neither party is bound.
        </Trans>
      </p>
    </>
  )
}

function PaymentAndDeliveryTerms() {
  return (
    <>
      <h2>
        <Trans>5. Payment</Trans>
      </h2>
      <p>
        <Trans>
          You pay by card (Visa or Mastercard). The amount is reserved on your card when you order
          and charged when the parts are sent. Card details are handled by our payment provider; we
          never see or store them.
        </Trans>
      </p>

      <h2>
        <Trans>6. Delivery</Trans>
      </h2>
      <p>
        <Trans>
          Parts in stock are normally sent within one working day and arrive in 1–4 working days,
          depending on where you live. Parts on order show their expected delivery time. The parts
          are yours, and at your risk, when you or someone you chose has received them. If we cannot
          deliver on time we will tell you, and if the delay is significant you may cancel the
          purchase.
        </Trans>
      </p>

      <h2>
        <Trans>7. Check that the part fits</Trans>
      </h2>
      <p>
        <Trans>
          We show which vehicles a part fits according to our catalogue data. Always compare the
          article number, OE number or measurements with the part you are replacing, and contact us
          if you are unsure. A part ordered for the wrong car can be returned under the right of
          withdrawal.
        </Trans>
      </p>
    </>
  )
}

function AfterPurchaseTerms() {
  return (
    <>
      <h2>
        <Trans>8. Right of withdrawal</Trans>
      </h2>
      <p>
        <Trans>
          You have a 14-day right of withdrawal under the Cancellation Act. The period starts the
          day after you, or someone you chose, received the parts. To use it, tell us before the
          period ends — by e-mail, through the contact form or with the{' '}
          <Link to="/cancellation-form">standard withdrawal form</Link>. Telling us in time is
          enough.
        </Trans>
      </p>
      <p>
        <Trans>
          Send the parts back within 14 days of telling us, in their original packaging if you can.
          You pay the return shipping. We refund what you paid, including the original standard
          shipping, within 14 days of your notice, but may wait until we have the parts back.
        </Trans>
      </p>
      <p>
        <Trans>
          You may inspect a part as you would in a shop, but not fit it. If a part has been fitted
          or shows signs of use, we may deduct its loss in value. The right of withdrawal does not
          apply to parts made or adapted to your specification.
        </Trans>
      </p>

      <h2>
        <Trans>9. Faults and complaints</Trans>
      </h2>
      <p>
        <Trans>
          If a part is faulty, tell us within a reasonable time after you noticed the fault — never
          less than two months is reasonable. The complaint period is two years from when you
          received the part, and five years for parts meant to last substantially longer, as the
          Consumer Purchases Act § 27 says.
        </Trans>
      </p>
      <p>
        <Trans>
          You may ask for the fault to be repaired or the part replaced, and in some cases a price
          reduction, cancellation or compensation. We pay the cost of putting a fault right. Wear,
          incorrect fitting and use outside the part's purpose are not faults. Please give the date
          of fitting and the mileage when you complain about a part for a car.
        </Trans>
      </p>

      <h2>
        <Trans>10. Fitting</Trans>
      </h2>
      <p>
        <Trans>
          Work on brakes, steering and suspension affects safety. If you are not used to such work,
          let a workshop fit the parts.
        </Trans>
      </p>
    </>
  )
}
