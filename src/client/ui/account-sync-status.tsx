import { Plural } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { readToken } from '../lib/session-token'

interface AccountSyncStatusProps {
  /** Changes kept on the device that the account has not had yet. */
  pending: number
  className: string
  /** Where the list is kept while nobody is signed in. */
  signedOut: ReactNode
}

/** Where a list synced with the account is kept, and how many changes wait for the network. */
export function AccountSyncStatus({ pending, className, signedOut }: AccountSyncStatusProps) {
  if (!readToken()) return <p className={className}>{signedOut}</p>
  return (
    <p className={className} role="status">
      {pending > 0 && (
        <Plural
          value={pending}
          one="# change saved on this device — waiting for a connection to reach your account"
          other="# changes saved on this device — waiting for a connection to reach your account"
        />
      )}
    </p>
  )
}
