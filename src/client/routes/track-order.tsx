import { createFileRoute } from '@tanstack/react-router'
import { TrackOrderPage } from '../features/information/components/track-order-page'

/** `/track-order` (spec §2): a page shell until the order issue adds tracking. */
export const Route = createFileRoute('/track-order')({
  component: TrackOrderPage,
})
