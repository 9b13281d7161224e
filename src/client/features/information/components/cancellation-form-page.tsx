import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ContactUsLink, InformationArticle } from './information-article'
import './information.css'

/** The standard withdrawal form of angrerettforskriften, vedlegg 2. */
export function CancellationFormPage({ seller }: { seller: ReactNode | null }) {
  const { t } = useLingui()
  return (
    <InformationArticle
      id="cancellation-form-title"
      title={t`Standard withdrawal form`}
      lead={
        <Trans>
          Fill in and return this form only if you want to withdraw from the purchase. You may also
          tell us in any other clear way, by e-mail or through the contact form, within 14 days of
          receiving the goods.
        </Trans>
      }
    >
      <section className="cancellation-form" aria-labelledby="cancellation-form-text">
        <h2 id="cancellation-form-text">
          <Trans>Standard form for exercising the right of withdrawal</Trans>
        </h2>
        <p>
          <Trans>
            (This form is only filled in and returned if the right of withdrawal is used)
          </Trans>
        </p>
        <p>
          <Trans>To:</Trans>
        </p>
        {seller}
        <p>
          <Trans>
            I/we (*) hereby give notice that I/we (*) withdraw from my/our (*) contract for the
            purchase of the following goods (*)/services (*):
          </Trans>
        </p>
        <dl className="cancellation-form__fields">
          <dt>
            <Trans>Ordered on (*)/received on (*)</Trans>
          </dt>
          <dd />
          <dt>
            <Trans>Name of the consumer(s)</Trans>
          </dt>
          <dd />
          <dt>
            <Trans>Address of the consumer(s)</Trans>
          </dt>
          <dd />
          <dt>
            <Trans>Signature of the consumer(s) (only if the form is filled in on paper)</Trans>
          </dt>
          <dd />
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd />
        </dl>
        <p>
          <Trans>(*) Delete as appropriate.</Trans>
        </p>
      </section>
      <p>
        <Trans>
          Please give the order number, so we find your order quickly. Telling us before the 14 days
          have passed is enough.
        </Trans>
      </p>
      <ContactUsLink />
    </InformationArticle>
  )
}
