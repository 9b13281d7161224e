import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { CartProduct } from '../../../domain/cart'
import { cartStore } from '../../data/cart/cart'
import { JobPage } from '../../features/jobs/components/job-page'
import { jobShareBody } from '../../features/jobs/job-share'
import { ShareLink } from '../../ui/share-link'
import { shareAsLink } from '../../data/shared-lists/create-share'
import { toast } from '../../ui/toasts'

/** `/jobs/$jobId` — one job, whose parts go into the device's cart together. */
export const Route = createFileRoute('/jobs/$jobId')({
  component: JobRoute,
})

function JobRoute() {
  const { jobId } = Route.useParams()
  const { t } = useLingui()
  const addAll = async (lines: readonly { product: CartProduct; quantity: number }[]) => {
    const added: string[] = []
    for (const { product, quantity } of lines) {
      if ((await cartStore.add(product, quantity)).ok) added.push(`${quantity} × ${product.name}`)
    }
    toast(
      added.length === lines.length
        ? t`Added to the cart`
        : t`Not everything could be added to the cart`,
    )
    return added
  }
  return (
    <JobPage
      jobId={jobId}
      onAddAll={addAll}
      shareAction={(job) =>
        job.lines.length > 0 && <ShareLink share={() => shareAsLink(jobShareBody(job))} />
      }
    />
  )
}
