import { type ComponentType, createContext, type ReactNode, useContext } from 'react'
import type { BuyAgainLine } from '../../domain/buy-again'

export interface BuyAgainProps {
  /** The lines to buy again, as they can be had today (asked when the button is pressed). */
  load: () => Promise<BuyAgainLine[]>
  /** The button's text: 'Kjøp igjen', with what it buys for screen readers. */
  label: ReactNode
}

const BuyAgainContext = createContext<ComponentType<BuyAgainProps> | null>(null)

/** Set by the route: the cart feature's control that puts earlier lines into the cart. */
export const BuyAgainProvider = BuyAgainContext.Provider

/** Whether the route offers 'Kjøp igjen' here. */
export function useBuyAgainOffered(): boolean {
  return useContext(BuyAgainContext) !== null
}

/** A 'Kjøp igjen' control, as the route provided it (none otherwise). */
export function BuyAgainSlot(props: BuyAgainProps) {
  const Control = useContext(BuyAgainContext)
  return Control ? <Control {...props} /> : null
}
