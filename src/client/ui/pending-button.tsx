import { type ComponentPropsWithoutRef, useTransition } from 'react'
import './pending-button.css'

interface PendingButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick'> {
  onPress: () => Promise<unknown>
}

/** `aria-disabled`, not `disabled`, which would drop focus while pending. */
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
