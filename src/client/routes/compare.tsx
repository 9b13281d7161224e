import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '../features/compare/components/compare-page'

/** `/compare`: the compare list kept on this device, side by side. */
export const Route = createFileRoute('/compare')({
  component: ComparePage,
})
