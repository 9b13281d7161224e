import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState, useSyncExternalStore } from 'react'
import type { SharedListKind } from '../../domain/shared-list'
import { isFetchError } from '../lib/api-client'
import {
  type DeviceSharedLink,
  deviceSharedLinks,
  subscribeDeviceSharedLinks,
} from '../lib/shared-link-keys'
import { revokeShare } from '../data/shared-lists/revoke-share'
import { useOrderDate } from './order-status'
import { PendingButton } from './pending-button'
import './share-link.css'

const NONE: DeviceSharedLink[] = []

/**
 * The live links of `kind` a guest shared from this device, each with 'Revoke the link': the
 * device holds their revoke keys, so it can take them back without an account.
 */
export function DeviceSharedLinks({ kind }: { kind: SharedListKind }) {
  const all = useSyncExternalStore(subscribeDeviceSharedLinks, deviceSharedLinks, () => NONE)
  const links = all.filter((link) => link.kind === kind)
  const [outcome, setOutcome] = useState<'revoked' | 'failed' | null>(null)
  const titleId = useId()
  return (
    <section
      className="device-links"
      aria-labelledby={titleId}
      hidden={links.length === 0 && outcome === null}
    >
      <h2 id={titleId}>
        <Trans>Links shared from this device</Trans>
      </h2>
      <ul className="device-links__list">
        {links.map((link) => (
          <DeviceLinkRow key={link.token} link={link} onOutcome={setOutcome} />
        ))}
      </ul>
      <p role="status">
        {outcome === 'revoked' && <Trans>The link is revoked. Nobody can open it any more.</Trans>}
      </p>
      {outcome === 'failed' && (
        <p role="alert" className="alert alert--danger">
          <Trans>The link could not be revoked just now. Check the connection and try again.</Trans>
        </p>
      )}
    </section>
  )
}

function DeviceLinkRow({
  link,
  onOutcome,
}: {
  link: DeviceSharedLink
  onOutcome: (outcome: 'revoked' | 'failed') => void
}) {
  const { t } = useLingui()
  const formatDate = useOrderDate()
  const date = formatDate(link.expiresAt)
  const id = useId()
  const revoke = async () => {
    try {
      await revokeShare(link.token)
      onOutcome('revoked')
    } catch (error) {
      // Gone already (revoked on its page, or expired): the device has forgotten it too.
      const gone = isFetchError(error) && error.response?.status === 404
      onOutcome(gone ? 'revoked' : 'failed')
    }
  }
  return (
    <li className="device-links__link">
      <Link id={id} to="/shared/$token" params={{ token: link.token }}>
        {t`Link, valid until ${date}`}
      </Link>
      <PendingButton className="button button--danger" aria-describedby={id} onPress={revoke}>
        <Trans>Revoke the link</Trans>
      </PendingButton>
    </li>
  )
}
