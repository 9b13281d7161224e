import { Trans } from '@lingui/react/macro'
import { AccountSyncStatus } from '../../../ui/account-sync-status'

export function JobsSyncStatus({ pending }: { pending: number }) {
  return (
    <AccountSyncStatus
      pending={pending}
      className="jobs__sync"
      signedOut={
        <Trans>Your jobs are kept on this device. Sign in to keep them on your account.</Trans>
      }
    />
  )
}
