import { type ComponentType, createContext, useContext } from 'react'
import type { Article } from '../../domain/article-schema'

export type CardActionsComponent = ComponentType<{ article: Article }>

const CardActionsContext = createContext<CardActionsComponent | null>(null)

/** Set by the route that shows a list: the buttons under each card come from other features. */
export const CardActionsProvider = CardActionsContext.Provider

/** The buttons under a product card, as the route provided them (none otherwise). */
export function CardActionsSlot({ article }: { article: Article }) {
  const Actions = useContext(CardActionsContext)
  return Actions ? <Actions article={article} /> : null
}
