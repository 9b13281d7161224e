import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { useDocumentTitle } from '../../../ui/document-title'
import { Pager } from '../../../ui/pager'
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query-key'
import { fetchAdminCategories } from '../api/admin-api'

/** Categories per page of the admin listing. */
export const ADMIN_CATEGORIES_PER_PAGE = 20

/**
 * `/admin/categories` (spec §1 "an admin listing of categories", §7): the category tree as a
 * table — name (indented by level), slug, parent and how many part types it covers — searched
 * by name or slug and paged, both kept in the address (`?search=&page=`).
 */
export function AdminCategoriesPage({ page, search }: { page: number; search: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Categories`)
  const locale = useLocale()
  const navigate = useNavigate()
  const searchId = useId()
  const [typed, setTyped] = useState(search)
  const request = { lang: locale, page, perPage: ADMIN_CATEGORIES_PER_PAGE, search }
  const categories = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'admin-categories', request],
    queryFn: () => fetchAdminCategories(request),
    placeholderData: keepPreviousData,
  })
  const data = categories.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1

  function submit(event: FormEvent) {
    event.preventDefault()
    void navigate({ to: '.', search: { search: typed.trim() || undefined, page: undefined } })
  }

  return (
    <section className="page admin-page" aria-labelledby="admin-categories-title">
      <h1 id="admin-categories-title">
        <Trans>Categories</Trans>
      </h1>
      <search className="admin-search">
        <form onSubmit={submit}>
          <label htmlFor={searchId}>
            <Trans>Search categories</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            maxLength={100}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            <Trans>Search</Trans>
          </button>
        </form>
      </search>
      {categories.isPending && (
        <p aria-busy="true">
          <Trans>Fetching categories …</Trans>
        </p>
      )}
      {data && data.total === 0 && (
        <p>
          <Trans>No categories found.</Trans>
        </p>
      )}
      {data && data.array.length > 0 && (
        <table className="admin-table">
          <caption>
            <Trans>
              {data.total} categories, page {page} of {pages}
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Slug</Trans>
              </th>
              <th scope="col">
                <Trans>Parent</Trans>
              </th>
              <th scope="col">
                <Trans>Part types</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.array.map((category) => (
              <tr key={category.slug}>
                <th scope="row" style={{ paddingInlineStart: `${0.5 + category.depth * 1.25}rem` }}>
                  {category.name}
                </th>
                <td>{category.slug}</td>
                <td>{category.parent ?? '—'}</td>
                <td>{category.partTypes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        searchFor={(next) => ({ search: search || undefined, page: next })}
      />
    </section>
  )
}
