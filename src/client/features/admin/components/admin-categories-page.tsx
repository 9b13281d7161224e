import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { useDocumentTitle } from '../../../ui/document-title'
import { adminCategoriesQuery } from '../../../data/admin/get-categories'
import { AdminTablePage } from './admin-table-page'

export function AdminCategoriesPage({ page, search }: { page: number; search: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Categories`)
  const locale = useLocale()
  const categories = useQuery(adminCategoriesQuery(locale, { page, search }))
  return (
    <AdminTablePage
      titleId="admin-categories-title"
      title={<Trans>Categories</Trans>}
      filter={<CategorySearch search={search} />}
      rows={categories}
      page={page}
      pending={<Trans>Fetching categories …</Trans>}
      failed={<Trans>The categories could not be fetched.</Trans>}
      empty={<Trans>No categories found.</Trans>}
      caption={(data, pages) => (
        <Trans>
          {data.total} categories, page {page} of {pages}
        </Trans>
      )}
      columns={[
        { key: 'name', label: <Trans>Name</Trans> },
        { key: 'slug', label: <Trans>Slug</Trans> },
        { key: 'parent', label: <Trans>Parent</Trans> },
        { key: 'partTypes', label: <Trans>Part types</Trans> },
      ]}
      row={(category) => (
        <tr key={category.slug}>
          <th scope="row" style={{ paddingInlineStart: `${0.5 + category.depth * 1.25}rem` }}>
            {category.name}
          </th>
          <td>{category.slug}</td>
          <td>{category.parent ?? '—'}</td>
          <td>{category.partTypes}</td>
        </tr>
      )}
      searchFor={(next) => ({ search: search || undefined, page: next })}
    />
  )
}

function CategorySearch({ search }: { search: string }) {
  const navigate = useNavigate()
  const searchId = useId()
  const [typed, setTyped] = useState(search)
  function submit(event: FormEvent) {
    event.preventDefault()
    void navigate({ to: '.', search: { search: typed.trim() || undefined, page: undefined } })
  }
  return (
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
  )
}
