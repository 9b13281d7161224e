/**
 * The wishlist's and the compare list's actions: add (an article already listed
 * changes nothing), remove by id, clear — each applied to the client state after the lists'
 * pause, 250 ms.
 */
import {
  type AddOutcome,
  addItem,
  clearItems,
  hasItem,
  type KeyedList,
  LIST_ACTION_DELAY_MS,
  removeItem,
} from '../../domain/keyed-list'
import { type ArticleSource, type SavedArticle, savedArticleFrom } from '../../domain/saved-article'
import { clientState, useClientState } from './client-state'

/** The pause is real: the list changes only then, and buttons show it as pending. */
export function afterListDelay<T>(apply: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(apply())
      } catch (error) {
        reject(error)
      }
    }, LIST_ACTION_DELAY_MS)
  })
}

export interface SavedListActions {
  add: (article: ArticleSource) => Promise<AddOutcome>
  remove: (articleId: number) => Promise<void>
  clear: () => Promise<void>
}

export function savedListActions(
  name: 'wishlist' | 'compare',
  rules: KeyedList<SavedArticle>,
): SavedListActions {
  const change = (next: (items: readonly SavedArticle[]) => readonly SavedArticle[]) =>
    clientState.update((state) => {
      const items = next(state[name])
      return items === state[name] ? state : { ...state, [name]: items }
    })
  return {
    add: (article) => {
      const saved = savedArticleFrom(article)
      return afterListDelay(() => {
        let outcome: AddOutcome = 'present'
        change((items) => {
          const result = addItem(rules, items, saved)
          outcome = result.outcome
          return result.items
        })
        return outcome
      })
    },
    remove: (articleId) =>
      afterListDelay(() => change((items) => removeItem(rules, items, articleId))),
    clear: () => afterListDelay(() => change(clearItems)),
  }
}

export interface SavedList {
  useItems: () => readonly SavedArticle[]
  useListed: (articleId: number) => boolean
  actions: SavedListActions
}

export function savedList(name: 'wishlist' | 'compare', rules: KeyedList<SavedArticle>): SavedList {
  return {
    useItems: () => useClientState((state) => state[name]),
    useListed: (articleId) => useClientState((state) => hasItem(rules, state[name], articleId)),
    actions: savedListActions(name, rules),
  }
}
