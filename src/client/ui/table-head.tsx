import type { ReactNode } from 'react'

/** A table's column headings. */
export function TableHead({ columns }: { columns: { key: string; label: ReactNode }[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col">
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
