import { createFileRoute } from '@tanstack/react-router'
import { PasswordPage } from '../../features/account/components/password-page'

/** `/account/password` (spec §2): change the password. */
export const Route = createFileRoute('/account/password')({
  component: PasswordPage,
})
