import type { KeyedList } from './keyed-list'
import type { SavedArticle } from './saved-article'

/** Four columns still fit a tablet, and stay readable. */
export const COMPARE_MAX = 4

export const compareRules: KeyedList<SavedArticle> = {
  keyOf: (article) => article.articleId,
  max: COMPARE_MAX,
}

export interface CriterionRow {
  name: string
  values: (string | null)[]
}

/** Names compared without case: catalogues are not consistent about it. */
export function criterionRows(items: readonly SavedArticle[]): CriterionRow[] {
  const rows = new Map<string, CriterionRow>()
  items.forEach((item, column) => {
    for (const { name, value } of item.criteria) {
      const key = name.toLocaleLowerCase('nb')
      let row = rows.get(key)
      if (!row) {
        row = { name, values: items.map(() => null) }
        rows.set(key, row)
      }
      row.values[column] ??= value
    }
  })
  return [...rows.values()]
}
