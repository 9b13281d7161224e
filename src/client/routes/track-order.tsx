import { createFileRoute } from '@tanstack/react-router'
import { TrackOrderPage } from '../features/orders/components/track-order-page'

/** `/track-order`: an order's status by its number and e-mail. */
export const Route = createFileRoute('/track-order')({
  component: TrackOrderPage,
})
