/**
 * The compare list: articles shown side by side, on the device, keyed by id —
 * the article id. Adding one already listed changes nothing; removal by id; clear. Each
 * action takes effect after `LIST_ACTION_DELAY_MS` (the client's job).
 */
import type { KeyedList } from './keyed-list'
import type { SavedArticle } from './saved-article'

/** Most articles compared at once: four columns still fit a tablet, and stay readable. */
export const COMPARE_MAX = 4

export const compareRules: KeyedList<SavedArticle> = {
  keyOf: (article) => article.articleId,
  max: COMPARE_MAX,
}

/** One row of the compare table: a criterion and each article's value (`null`: not given). */
export interface CriterionRow {
  name: string
  values: (string | null)[]
}

/**
 * The criteria rows of a comparison: every criterion name any article has, in the order they
 * first appear (the first article's order, then what the others add), with each article's
 * value. Names are compared without case, as catalogues are not consistent about it.
 */
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
      // The first value of a name wins when an article repeats it.
      row.values[column] ??= value
    }
  })
  return [...rows.values()]
}
