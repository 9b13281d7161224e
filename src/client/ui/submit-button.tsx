import type { ReactNode } from 'react'

/**
 * A form's primary submit button. While `busy` it stays focusable (aria-disabled, not
 * disabled, which would drop the focus); the form's submit handler ignores presses meanwhile.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
      {children}
    </button>
  )
}
