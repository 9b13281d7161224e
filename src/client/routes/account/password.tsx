import { createFileRoute } from '@tanstack/react-router'
import { PasswordPage } from '../../features/account/components/password-page'

/** `/account/password`: change the password. */
export const Route = createFileRoute('/account/password')({
  component: PasswordPage,
})
