/**
 * The compare list on this device: the list from the client state, and its actions,
 * each applied after the lists' pause (250 ms).
 */
import { compareRules } from '../../../domain/compare'
import { hasItem } from '../../../domain/keyed-list'
import type { SavedArticle } from '../../../domain/saved-article'
import { useClientState } from '../../offline/client-state'
import { savedListActions } from '../../offline/saved-list-actions'

export function useCompareList(): readonly SavedArticle[] {
  return useClientState((state) => state.compare)
}

export function useInCompare(articleId: number): boolean {
  return useClientState((state) => hasItem(compareRules, state.compare, articleId))
}

export const compareActions = savedListActions('compare', compareRules)
