import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

type Search = Record<string, unknown>

interface PagerProps {
  /** The page shown, 1-based. */
  page: number
  pages: number
  /** The current address's search for another page (or a function of the current search). */
  searchFor: (page: number) => Search | ((prev: Search) => Search)
}

/**
 * 'Previous page · Page 2 of 9 · Next page' under a list: links on the same path that change
 * only the page, so the filters, sort and everything else in the address stay.
 */
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
