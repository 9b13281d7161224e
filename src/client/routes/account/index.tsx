import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/account` itself: the dashboard. */
export const Route = createFileRoute('/account/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/dashboard', replace: true })
  },
})
