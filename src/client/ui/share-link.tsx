import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { CreateSharedListBody } from '../../domain/shared-list'
import { isNetworkFailure } from '../lib/api-client'
import { createShare, sharedPageUrl } from '../data/shared-lists/create-share'
import { type ShareOwner } from '../data/shared-lists/share-owner'
import { isOffline } from '../offline/offline-query'
import { useOrderDate } from './order-status'
import { PendingButton } from './pending-button'
import './share-link.css'

type ShareState =
  | { step: 'idle' }
  | { step: 'shared'; url: string; expiresAt: string }
  | { step: 'offline' }
  | { step: 'failed' }

/**
 * 'Share as a link' for a cart or job list: makes the link on the server (so it needs the
 * network, and says so when there is none), then shows it with a copy button and the
 * device's own share sheet where there is one.
 */
export function ShareLink({
  body,
  owner,
}: {
  body: () => CreateSharedListBody
  owner: ShareOwner
}) {
  const { t } = useLingui()
  const formatDate = useOrderDate()
  const [state, setState] = useState<ShareState>({ step: 'idle' })
  const [copied, setCopied] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const share = async () => {
    if (isOffline()) return setState({ step: 'offline' })
    try {
      const created = await createShare(body(), owner)
      setState({ step: 'shared', url: sharedPageUrl(created.token), expiresAt: created.expiresAt })
      setCopied(false)
    } catch (error) {
      setState({ step: isNetworkFailure(error) ? 'offline' : 'failed' })
    }
  }

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard (an old browser, or not allowed): the link is selected to copy by hand.
      input.current?.select()
    }
  }

  return (
    <div className="share-link">
      <PendingButton onPress={share}>
        <Trans>Share as a link</Trans>
      </PendingButton>
      {state.step === 'offline' && (
        <p role="alert" className="alert alert--danger">
          <Trans>Sharing needs an internet connection. Connect and try again.</Trans>
        </p>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="alert alert--danger">
          <Trans>The link could not be made just now. Try again in a moment.</Trans>
        </p>
      )}
      {state.step === 'shared' && (
        <div className="share-link__result" role="status">
          <ValidUntilLabel date={formatDate(state.expiresAt)} />
          <div className="share-link__row">
            <input
              id="share-link-url"
              ref={input}
              readOnly
              value={state.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button" onClick={() => void copy(state.url)}>
              {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
            </button>
            {typeof navigator.share === 'function' && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  void navigator.share({ url: state.url, title: t`Parts list` }).catch(() => {})
                }
              >
                <Trans>Share…</Trans>
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}

function ValidUntilLabel({ date }: { date: string }) {
  return (
    <label htmlFor="share-link-url">
      <Trans>Link, valid until {date}</Trans>
    </label>
  )
}
