import { createFileRoute } from '@tanstack/react-router'
import { resetPasswordSearch } from '../../../domain/reset-token'
import { ResetPasswordPage } from '../../features/account/components/reset-password-page'

/** `/account/reset-password?token=`: the mailed link's page, where the new password is chosen. */
export const Route = createFileRoute('/account/reset-password')({
  validateSearch: resetPasswordSearch,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  return <ResetPasswordPage token={token} />
}
