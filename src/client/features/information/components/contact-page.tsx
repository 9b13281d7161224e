import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ContactForm } from './contact-form'
import { InformationArticle } from './information-article'
import './information.css'

export function ContactPage({ details }: { details: ReactNode | null }) {
  const { t } = useLingui()
  return (
    <InformationArticle
      id="contact-title"
      title={t`Contact us`}
      className="contact-page"
      lead={
        <Trans>
          Questions about a part, an order or a return? Write to us, call us, or visit the warehouse
          counter.
        </Trans>
      }
    >
      <div className="contact-page__columns">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm />
        </section>
        {details && (
          <section aria-labelledby="contact-details-title" className="contact-page__details">
            <h2 id="contact-details-title">
              <Trans>Contact details</Trans>
            </h2>
            {details}
          </section>
        )}
      </div>
    </InformationArticle>
  )
}
