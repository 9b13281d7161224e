import { Trans } from '@lingui/react/macro'
import type { SharedLine, SharedListAnswer } from '../../../../domain/shared-list'
import { Money } from '../../../ui/money'
import { StockText } from '../../../ui/stock-text'
import { TermRow } from '../../../ui/term-row'
import { Thumbnail } from '../../../ui/thumbnail'

export function SharedListLines({ lines }: { lines: SharedLine[] }) {
  return (
    <ul className="shared-list__lines">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot's lines never move, and one article may be on two lines
        <li key={`${line.articleId}-${index}`} className="shared-line">
          <Thumbnail src={line.image} size={64} emptyClassName="shared-line__no-image" />
          <div>
            <p className="shared-line__name">{line.name}</p>
            <p className="shared-line__number">
              <Trans>Art. no. {line.articleNumber}</Trans>
            </p>
            {line.note && <p className="shared-line__note">{line.note}</p>}
            <StockText
              article={{ available: line.available, availability: line.availability ?? null }}
            />
          </div>
          <SharedLinePrice line={line} />
        </li>
      ))}
    </ul>
  )
}

function SharedLinePrice({ line }: { line: SharedLine }) {
  const { quantity } = line
  if (line.price === null) {
    return (
      <p className="shared-line__price">
        {quantity} ×{' '}
        <span className="shared-line__gone">
          <Trans>No longer sold</Trans>
        </span>
      </p>
    )
  }
  return (
    <div className="shared-line__price">
      <p>
        {quantity} × <Money ore={line.price} /> = <Money ore={line.price * quantity} />
      </p>
      {line.price !== line.priceAtShare && (
        <p className="shared-line__changed">
          <Trans>
            The price has changed (was <Money ore={line.priceAtShare} />)
          </Trans>
        </p>
      )}
    </div>
  )
}

export function SharedListSums({ totals }: { totals: SharedListAnswer['totals'] }) {
  return (
    <dl className="cart-summary shared-list__sums">
      <TermRow term={<Trans>Total excl. MVA</Trans>}>
        <Money ore={totals.exMva} />
      </TermRow>
      <TermRow term={<Trans>MVA (25 %)</Trans>}>
        <Money ore={totals.mva} />
      </TermRow>
      <TermRow term={<Trans>Total incl. MVA</Trans>} className="cart-summary__total">
        <Money ore={totals.inclMva} />
      </TermRow>
    </dl>
  )
}

export function SharedListHeading({ list }: { list: SharedListAnswer }) {
  const plate = list.vehicle?.plate
  const label = list.vehicle?.label
  return (
    <>
      <h1 id="shared-title">
        {list.title ??
          (list.kind === 'job' ? <Trans>Shared job list</Trans> : <Trans>Shared cart</Trans>)}
      </h1>
      {list.vehicle && (
        <p className="shared-list__vehicle">
          <Trans>Vehicle:</Trans> {label}
          {plate && ` (${plate})`}
        </p>
      )}
    </>
  )
}
