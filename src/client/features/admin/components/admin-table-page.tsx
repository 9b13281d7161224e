import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Pager } from '../../../ui/pager'
import { TableHead } from '../../../ui/table-head'
import { adminErrorText } from '../admin-error-text'

interface PageOf<Row> {
  array: Row[]
  total: number
  perPage: number
}

interface AdminTablePageProps<Row> {
  titleId: string
  title: ReactNode
  filter: ReactNode
  rows: UseQueryResult<PageOf<Row>>
  page: number
  pending: ReactNode
  failed: ReactNode
  empty: ReactNode
  caption: (data: PageOf<Row>, pages: number) => ReactNode
  columns: { key: string; label: ReactNode }[]
  row: (row: Row) => ReactNode
  searchFor: (page: number) => Record<string, unknown>
}

export function AdminTablePage<Row>({
  titleId,
  title,
  filter,
  rows,
  page,
  pending,
  failed,
  empty,
  caption,
  columns,
  row,
  searchFor,
}: AdminTablePageProps<Row>) {
  const data = rows.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1
  return (
    <section className="page admin-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {filter}
      {rows.isPending && <p aria-busy="true">{pending}</p>}
      {rows.isError && (
        <p className="alert alert--danger" role="alert">
          {failed} {adminErrorText(rows.error)}
        </p>
      )}
      {data && data.total === 0 && <p>{empty}</p>}
      {data && data.array.length > 0 && (
        <table className="admin-table">
          <caption>{caption(data, pages)}</caption>
          <TableHead columns={columns} />
          <tbody>{data.array.map(row)}</tbody>
        </table>
      )}
      <Pager page={Math.min(page, pages)} pages={pages} searchFor={searchFor} />
    </section>
  )
}
