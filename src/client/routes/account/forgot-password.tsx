import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../features/account/components/forgot-password-page'

/** `/account/forgot-password`: ask for a link to choose a new password (signed out too). */
export const Route = createFileRoute('/account/forgot-password')({
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  return <ForgotPasswordPage />
}
