import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import './modal-dialog.css'

interface ModalDialogProps {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  className?: string
}

/** Rendered only while open: mounting opens it, `onClose` tells the owner to unmount it. */
export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
  const { t } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!element.open) element.showModal()
    const closed = () => onCloseRef.current()
    element.addEventListener('close', closed)
    return () => {
      element.removeEventListener('close', closed)
      if (element.open) element.close()
      opener?.focus()
    }
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a native modal dialog with Escape; the click is only for the backdrop
    <dialog
      ref={dialog}
      className={['modal-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="modal-dialog__content">
        <header className="modal-dialog__header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="modal-dialog__close"
            aria-label={t`Close`}
            onClick={() => dialog.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  )
}
