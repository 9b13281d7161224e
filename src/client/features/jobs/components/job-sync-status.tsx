import { Plural, Trans } from '@lingui/react/macro'
import { readToken } from '../../../lib/session-token'

/** Where the jobs are kept, and how many changes wait for the network to reach the account. */
export function JobSyncStatus({ pending }: { pending: number }) {
  if (!readToken()) {
    return (
      <p className="jobs__sync">
        <Trans>Your jobs are kept on this device. Sign in to keep them on your account.</Trans>
      </p>
    )
  }
  return (
    <p className="jobs__sync" role="status">
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
