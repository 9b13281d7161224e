import { createFileRoute } from '@tanstack/react-router'
import { GaragePage } from '../../features/vehicles/components/garage-page'

export const Route = createFileRoute('/account/garage')({
  component: GaragePage,
})
