import { type ComponentPropsWithoutRef, useTransition } from 'react'
import './pending-button.css'

interface PendingButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick'> {
  /** The action; the button is pending (busy, further presses ignored) until it settles. */
  onPress: () => Promise<unknown>
}

/**
 * A button for an action that takes a moment (the lists' 250 ms pause): it stays focusable
 * while pending — `aria-disabled`, not `disabled`, which would drop focus — and ignores
 * presses until the action is done.
 */
export function PendingButton({ onPress, className = 'button', ...props }: PendingButtonProps) {
  const [pending, startTransition] = useTransition()
  return (
    <button
      type="button"
      {...props}
      className={className}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      onClick={() => {
        if (pending) return
        startTransition(async () => {
          await onPress()
        })
      }}
    />
  )
}
