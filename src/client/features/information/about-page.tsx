import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../ui/document-title'

export function AboutPage() {
  const { t } = useLingui()
  useDocumentTitle(t`About us`)
  return (
    <article className="page page--about" aria-labelledby="about-title">
      <h1 id="about-title">
        <Trans>About us</Trans>
      </h1>
      <p>
        <Trans>
          Delelager sells spare parts for cars on Norwegian roads to mechanics and private
          customers. The shop works on your phone in the workshop, also without a signal.
        </Trans>
      </p>
    </article>
  )
}
