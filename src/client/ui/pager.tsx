import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

type Search = Record<string, unknown>

interface PagerProps {
  page: number
  pages: number
  searchFor: (page: number) => Search | ((prev: Search) => Search)
}

/** Changes only the page, so filters, sort and the rest of the address stay. */
export function Pager({ page, pages, searchFor }: PagerProps) {
  const { t } = useLingui()
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label={t`Pages`}>
      {page > 1 && (
        <Link to="." search={searchFor(page - 1) as never} rel="prev">
          <Trans>Previous page</Trans>
        </Link>
      )}
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages && (
        <Link to="." search={searchFor(page + 1) as never} rel="next">
          <Trans>Next page</Trans>
        </Link>
      )}
    </nav>
  )
}
