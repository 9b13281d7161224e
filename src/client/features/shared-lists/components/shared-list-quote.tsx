import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatOrgNumber } from '../../../../domain/org-number'
import { type QuoteLine, quote } from '../../../../domain/quote'
import { postalLine, type ShopSettings } from '../../../../domain/settings'
import type { SharedListAnswer } from '../../../../domain/shared-list'
import { Money } from '../../../ui/money'
import { useOrderDate } from '../../../ui/order-status'
import { SharedListHeading, SharedListSums } from './shared-list-lines'

/** The print stylesheet leaves out the shop's header, footer and the buttons. */
export function SharedListQuote({
  list,
  shop,
  token,
}: {
  list: SharedListAnswer
  shop: ShopSettings | null
  token: string
}) {
  const formatDate = useOrderDate()
  const validUntil = formatDate(list.expiresAt)
  const sold = list.lines.filter((line) => line.price !== null)
  const figures = quote(
    sold.map((line) => ({ unitInclMva: line.price ?? 0, quantity: line.quantity })),
  ).lines
  const orgNr = shop ? formatOrgNumber(shop.orgNr) : ''
  return (
    <section className="page page--quote" aria-labelledby="shared-title">
      {shop && (
        <address className="quote__shop">
          <strong>{shop.companyName}</strong>
          <br />
          <Trans>Org. no. {orgNr}</Trans>
          <br />
          {shop.address.street}, {postalLine(shop.address)}
          <br />
          {shop.email} · {shop.phone}
        </address>
      )}
      <p className="quote__kind">
        <Trans>Quote</Trans>
      </p>
      <SharedListHeading list={list} />
      <p className="quote__valid">
        <Trans>Valid until {validUntil}</Trans>
      </p>
      <table className="quote__lines">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Part</Trans>
            </th>
            <th scope="col">
              <Trans>Qty</Trans>
            </th>
            <th scope="col">
              <Trans>Unit excl. MVA</Trans>
            </th>
            <th scope="col">
              <Trans>Unit incl. MVA</Trans>
            </th>
            <th scope="col">
              <Trans>Amount excl. MVA</Trans>
            </th>
            <th scope="col">
              <Trans>Amount incl. MVA</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sold.map((line, index) => {
            const amounts = figures[index] as QuoteLine
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot's lines never move, and one article may be on two lines
              <tr key={`${line.articleId}-${index}`}>
                <td>
                  {line.name} <span className="quote__number">{line.articleNumber}</span>
                  {line.note && <span className="quote__note">{line.note}</span>}
                </td>
                <td>{line.quantity}</td>
                <td>
                  <Money ore={amounts.unitExMva} />
                </td>
                <td>
                  <Money ore={amounts.unitInclMva} />
                </td>
                <td>
                  <Money ore={amounts.lineExMva} />
                </td>
                <td>
                  <Money ore={amounts.lineInclMva} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {sold.length < list.lines.length && (
        <p>
          <Trans>Parts the shop no longer sells are left out of the quote.</Trans>
        </p>
      )}
      <SharedListSums totals={list.totals} />
      <div className="shared-list__actions no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
        <Link to="/shared/$token" params={{ token }} search={{}} className="button">
          <Trans>Back to the list</Trans>
        </Link>
      </div>
    </section>
  )
}
