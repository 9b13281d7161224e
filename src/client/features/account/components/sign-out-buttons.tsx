import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { isNetworkFailure } from '../../../lib/api-client'
import { useSignOut, useSignOutEverywhere } from '../use-sign-out'

export function SignOutButton({
  className,
  onChosen,
}: {
  className: string
  onChosen?: () => void
}) {
  const signOut = useSignOut()
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onChosen?.()
        void signOut()
      }}
    >
      <Trans>Log out</Trans>
    </button>
  )
}

export function SignOutEverywhereButton() {
  const signOutEverywhere = useSignOutEverywhere()
  const [problem, setProblem] = useState<'offline' | 'failed' | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setProblem(null)
          try {
            await signOutEverywhere()
          } catch (error) {
            setProblem(isNetworkFailure(error) ? 'offline' : 'failed')
            setBusy(false)
          }
        }}
      >
        <Trans>Log out on all devices</Trans>
      </button>
      {problem && (
        <p className="alert alert--danger" role="alert">
          {problem === 'offline' ? (
            <Trans>You need to be online to log out on all devices.</Trans>
          ) : (
            <Trans>Could not log out on all devices. Please try again.</Trans>
          )}
        </p>
      )}
    </>
  )
}
