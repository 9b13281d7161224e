import { lazy, type ReactNode, useState } from 'react'
import { LazyDialog } from '../../../ui/lazy-dialog'
import type { FinderVariant } from '../machines/finder-popup.machine'
import './finder-popup-button.css'

const loadPopup = () => import('./finder-popup')
const FinderPopup = lazy(loadPopup)

interface FinderPopupButtonProps {
  variant: FinderVariant
  className?: string
  children: ReactNode
}

/** Loaded on first hover or focus, so its machine, tabs and selects stay off the front page's bundle. */
export function FinderPopupButton({ variant, className, children }: FinderPopupButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={['finder-popup-button', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={(event) => {
          // Focus returns here on close; not every browser focuses a clicked button.
          event.currentTarget.focus()
          setOpen(true)
        }}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
      >
        {children}
      </button>
      {open && (
        <LazyDialog onClose={() => setOpen(false)}>
          <FinderPopup variant={variant} onClose={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  )
}

export function LazyFinderPopup({
  variant,
  onClose,
}: {
  variant: FinderVariant
  onClose: () => void
}) {
  return (
    <LazyDialog onClose={onClose}>
      <FinderPopup variant={variant} onClose={onClose} />
    </LazyDialog>
  )
}
