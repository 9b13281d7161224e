import type { ReactNode } from 'react'
import type { AddOutcome } from '../../domain/keyed-list'
import { PendingButton } from './pending-button'
import { toast } from './toasts'
import './list-toggle-button.css'

interface ListToggleButtonProps {
  /** The article is on the list: the button is pressed, and pressing it again removes it. */
  listed: boolean
  /** Accessible name, the same in both states ('Add to wishlist: Bremseskive'). */
  label: string
  /** Short visible text; part of `label`, so speech users can say what they see. */
  text: ReactNode
  icon: ReactNode
  /** Hide `text` (small cards); the icon and `label` remain. */
  iconOnly?: boolean
  add: () => Promise<AddOutcome>
  remove: () => Promise<void>
  /** Toasts for an add that happened, and for one refused because the list is full. */
  messages: { added: string; full: string }
}

/**
 * The wishlist and compare buttons: a toggle (aria-pressed) whose action takes effect after
 * the lists' pause (250 ms). Meanwhile it is pending — aria-disabled, further presses
 * ignored — so nobody adds twice; it keeps focus throughout.
 */
export function ListToggleButton(props: ListToggleButtonProps) {
  const { listed, label, text, icon, iconOnly = false, add, remove, messages } = props
  const press = async () => {
    if (listed) {
      await remove()
      return
    }
    const outcome = await add()
    if (outcome === 'added') toast(messages.added)
    else if (outcome === 'full') toast(messages.full)
  }
  return (
    <PendingButton className="list-toggle" aria-label={label} aria-pressed={listed} onPress={press}>
      {icon}
      <span className={iconOnly ? 'visually-hidden' : 'list-toggle__text'}>{text}</span>
    </PendingButton>
  )
}
