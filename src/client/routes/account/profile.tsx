import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../features/account/components/profile-page'

/** `/account/profile`: names, phone and the profile picture. */
export const Route = createFileRoute('/account/profile')({
  component: ProfilePage,
})
