import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ContactUsLink, InformationArticle } from './information-article'
import './information.css'

/** GDPR art. 13: what data, why, for how long, the shopper's rights and Datatilsynet. */
export function PrivacyPage({ controller }: { controller: ReactNode | null }) {
  const { t } = useLingui()
  return (
    <InformationArticle
      id="privacy-title"
      title={t`Privacy policy`}
      lead={
        <Trans>
          We collect as little about you as we can, use it only to serve you, and never sell it.
        </Trans>
      }
    >
      <h2>
        <Trans>Who is responsible</Trans>
      </h2>
      <p>
        <Trans>The data controller for the personal data described here is:</Trans>
      </p>
      {controller}

      <h2>
        <Trans>What we collect, why, and for how long</Trans>
      </h2>
      <dl className="privacy-list">
        <dt>
          <Trans>Orders</Trans>
        </dt>
        <dd>
          <Trans>
            Name, delivery address, e-mail, phone number, what you bought and the payment status —
            never your card number. We need them to deliver the order and handle complaints (the
            agreement, GDPR art. 6(1)(b)). The Bookkeeping Act makes us keep the accounting records
            for five years.
          </Trans>
        </dd>
        <dt>
          <Trans>Your account</Trans>
        </dt>
        <dd>
          <Trans>
            E-mail, name, phone number if you give it, and the vehicles you save in your garage.
            Your password is stored only as a one-way hash. Kept until you delete the account.
          </Trans>
        </dd>
        <dt>
          <Trans>Messages to us</Trans>
        </dt>
        <dd>
          <Trans>
            Name, e-mail and what you write in the contact form, so we can answer you (legitimate
            interest, GDPR art. 6(1)(f)). Deleted twelve months after the matter is closed.
          </Trans>
        </dd>
        <dt>
          <Trans>Registration number searches</Trans>
        </dt>
        <dd>
          <Trans>
            A registration number you search for is looked up in the Norwegian Public Roads
            Administration's vehicle register to find the car. We keep the answer for a day so the
            same search is faster; it is not linked to you.
          </Trans>
        </dd>
        <dt>
          <Trans>Newsletter</Trans>
        </dt>
        <dd>
          <Trans>
            The newsletter has not started yet, and we store no e-mail addresses for it.
          </Trans>
        </dd>
        <dt>
          <Trans>Server logs</Trans>
        </dt>
        <dd>
          <Trans>
            Our server logs each request with its time and address for operation and security, and
            deletes the logs after 30 days.
          </Trans>
        </dd>
      </dl>

      <h2>
        <Trans>Stored on your device</Trans>
      </h2>
      <p>
        <Trans>
          So that the shop works without a signal, your browser keeps your cart, wishlist, compare
          list, garage, language and currency, pages you have seen and our contact details. When you
          sign in, a sign-in token is kept in the browser's storage and in cookies for seven days.
          These are needed for the service you ask for, so we do not ask for consent; we use no
          tracking or advertising cookies. Clearing the site's data in your browser removes it all.
        </Trans>
      </p>

      <h2>
        <Trans>Who we share data with</Trans>
      </h2>
      <p>
        <Trans>
          The carrier gets your name, address and phone number to deliver the parcel; the payment
          provider handles the card payment; our hosting provider runs the servers in the EEA. They
          process data only on our instructions. We do not transfer personal data outside the EEA.
        </Trans>
      </p>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You may ask to see the data we hold about you, have it corrected or deleted, restrict or
          object to its use, and get it in a portable format. Write to us, and we answer within a
          month.
        </Trans>
      </p>
      <p>
        <Trans>
          If you think we handle your personal data unlawfully, you can complain to the Norwegian
          Data Protection Authority (Datatilsynet, datatilsynet.no).
        </Trans>
      </p>
      <ContactUsLink />
    </InformationArticle>
  )
}
