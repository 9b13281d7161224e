/** Each action is applied after the lists' pause (250 ms). */
import { compareRules } from '../../../domain/compare'
import { savedList } from '../../offline/saved-list-actions'

export const compareList = savedList('compare', compareRules)
export const useCompareList = compareList.useItems
