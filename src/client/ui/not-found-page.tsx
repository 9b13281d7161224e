import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from './document-title'

/** The router's 404 page. */
export function NotFoundPage() {
  return <NotFound />
}

/** A 404 page; `title` names what was not found ('Product not found'), else 'Page Not Found'. */
export function NotFound({ title }: { title?: string }) {
  useDocumentTitle(title ?? '404')
  return (
    <section className="page page--not-found" aria-labelledby="not-found-title">
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title ?? <Trans>Page Not Found</Trans>}</h1>
      <p>
        <Trans>The page you are looking for does not exist or has been moved.</Trans>
      </p>
      <Link to="/" className="button button--primary">
        <Trans>Go to the front page</Trans>
      </Link>
    </section>
  )
}
