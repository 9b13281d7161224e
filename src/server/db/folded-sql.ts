/**
 * `foldCase` (src/domain/search-text.ts) as a SQL expression over a column, the same whatever
 * the database's collation (`upper` alone folds only ASCII under the C locale).
 */
import { type SQL, sql } from 'drizzle-orm'
import { ACCENTED, PLAIN, SPELLED_OUT } from '../../domain/search-text'

export function foldedSql(column: string): SQL {
  const lower =
    ACCENTED.toLowerCase() + SPELLED_OUT.map(([letter]) => letter.toLowerCase()).join('')
  const upper = ACCENTED + SPELLED_OUT.map(([letter]) => letter).join('')
  let expression = `translate(upper(${column}), '${lower}', '${upper}')`
  expression = `translate(${expression}, '${ACCENTED}', '${PLAIN}')`
  for (const [letter, spelled] of SPELLED_OUT) {
    expression = `replace(${expression}, '${letter}', '${spelled}')`
  }
  return sql.raw(expression)
}
