import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ShopSettings } from '../../../../domain/settings'
import type { SharedListAnswer } from '../../../../domain/shared-list'
import { useLocale } from '../../../i18n/locale-context'
import { SHARED_LIST_QUERY_KEY } from '../../../lib/account-query-key'
import { requestProblem } from '../../../lib/request-problem'
import { revokeShare } from '../../../data/shared-lists/revoke-share'
import { type ShareOwner } from '../../../data/shared-lists/share-owner'
import { useDocumentTitle } from '../../../ui/document-title'
import { NotFound } from '../../../ui/not-found-page'
import { OfflineMessage } from '../../../ui/offline-message'
import { useOrderDate } from '../../../ui/order-status'
import { PendingButton } from '../../../ui/pending-button'
import { sharedListQuery } from '../../../data/shared-lists/get-shared-list'
import { SharedListHeading, SharedListLines, SharedListSums } from './shared-list-lines'
import { SharedListQuote } from './shared-list-quote'
import '../shared-lists.css'

export interface AddedLines {
  added: number
  refused: number
}

interface SharedListPageProps {
  token: string
  print: boolean
  shop: ShopSettings | null
  owner: ShareOwner
  onAddToCart: (list: SharedListAnswer) => Promise<AddedLines>
}

export function SharedListPage({ token, print, shop, owner, onAddToCart }: SharedListPageProps) {
  const { t } = useLingui()
  const query = useQuery(sharedListQuery(token, useLocale(), owner))
  const list = query.data
  useDocumentTitle(list?.title ?? t`Shared parts list`)
  if (list === null) return <NotFound title={t`The link does not exist or has expired`} />
  if (query.isError) {
    if (requestProblem(query.error).kind === 'offline') return <OfflineMessage />
    return (
      <p className="alert alert--danger">
        <Trans>The list could not be fetched just now. Try again in a moment.</Trans>
      </p>
    )
  }
  if (list === undefined) {
    return (
      <p aria-busy="true">
        <Trans>Fetching the list …</Trans>
      </p>
    )
  }
  if (print) return <SharedListQuote list={list} shop={shop} token={token} />
  return <SharedListView list={list} token={token} owner={owner} onAddToCart={onAddToCart} />
}

function SharedListView({
  list,
  token,
  owner,
  onAddToCart,
}: { list: SharedListAnswer; token: string } & Pick<SharedListPageProps, 'owner' | 'onAddToCart'>) {
  const formatDate = useOrderDate()
  const queryClient = useQueryClient()
  const [added, setAdded] = useState<AddedLines | null>(null)
  const [revoked, setRevoked] = useState<'done' | 'failed' | null>(null)
  const validUntil = formatDate(list.expiresAt)
  const revoke = async () => {
    try {
      await revokeShare(token, owner)
      setRevoked('done')
      void queryClient.removeQueries({ queryKey: [...SHARED_LIST_QUERY_KEY, token] })
    } catch {
      setRevoked('failed')
    }
  }
  if (revoked === 'done') {
    return (
      <section className="page page--shared">
        <p role="status" className="alert alert--success">
          <Trans>The link is revoked. Nobody can open it any more.</Trans>
        </p>
      </section>
    )
  }
  return (
    <section className="page page--shared" aria-labelledby="shared-title">
      <SharedListHeading list={list} />
      <p>
        <Trans>Shared list, valid until {validUntil}. Prices are today's.</Trans>
      </p>
      <SharedListLines lines={list.lines} />
      <SharedListSums totals={list.totals} />
      <div className="shared-list__actions">
        <PendingButton
          className="button button--primary"
          onPress={async () => setAdded(await onAddToCart(list))}
        >
          <Trans>Add to my cart</Trans>
        </PendingButton>
        <Link to="/shared/$token" params={{ token }} search={{ print: 1 }} className="button">
          <Trans>Print quote</Trans>
        </Link>
        {list.isOwner && (
          <PendingButton className="button button--danger" onPress={revoke}>
            <Trans>Revoke the link</Trans>
          </PendingButton>
        )}
      </div>
      {added && <AddedMessage added={added} />}
      {revoked === 'failed' && (
        <p role="alert" className="alert alert--danger">
          <Trans>The link could not be revoked just now. Check the connection and try again.</Trans>
        </p>
      )}
    </section>
  )
}

function AddedMessage({ added: { added, refused } }: { added: AddedLines }) {
  return (
    <p role="status" className={`alert ${refused > 0 ? 'alert--danger' : 'alert--success'}`}>
      {added > 0 ? (
        <Plural
          value={added}
          one="Added # line to your cart."
          other="Added # lines to your cart."
        />
      ) : (
        <Trans>Nothing was added to your cart.</Trans>
      )}{' '}
      {refused > 0 && (
        <Plural
          value={refused}
          one="# line could not be added: it is not sold now, or the cart is full."
          other="# lines could not be added: they are not sold now, or the cart is full."
        />
      )}{' '}
      <Link to="/cart">
        <Trans>Go to the cart</Trans>
      </Link>
    </p>
  )
}
