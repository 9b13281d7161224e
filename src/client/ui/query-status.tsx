import type { ReactNode } from 'react'

interface QueryStatusProps {
  query: { isPending: boolean; isError: boolean }
  /** Said while the first answer is awaited. */
  pending: ReactNode
  /** Said when the query failed. */
  failed: ReactNode
}

/** What a page says while its data loads, or when it could not be fetched. */
export function QueryStatus({ query, pending, failed }: QueryStatusProps) {
  return (
    <>
      {query.isPending && <p aria-busy="true">{pending}</p>}
      {query.isError && <p className="alert alert--danger">{failed}</p>}
    </>
  )
}
