import { Trans } from '@lingui/react/macro'
import { lazy, useState } from 'react'
import type { CartProduct } from '../../../../domain/cart'
import { LazyDialog } from '../../../ui/lazy-dialog'

const AddToJobDialog = lazy(() => import('./add-to-job-dialog'))

/** The dialog choosing the job loads only when pressed. */
export function AddToJob({ product }: { product: CartProduct }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        <Trans>Add to job</Trans>
      </button>
      {open && (
        <LazyDialog onClose={() => setOpen(false)}>
          <AddToJobDialog product={product} onClose={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  )
}
