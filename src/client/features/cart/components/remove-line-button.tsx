import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** Named after the article, as its text alone says only 'Remove'. */
export function RemoveLineButton({
  name,
  className,
  onRemove,
  children,
}: {
  name: string
  className: string
  onRemove: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <button type="button" className={className} aria-label={t`Remove ${name}`} onClick={onRemove}>
      {children}
    </button>
  )
}
