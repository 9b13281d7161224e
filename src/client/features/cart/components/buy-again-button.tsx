import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { BuyAgainLine } from '../../../../domain/buy-again'
import type { BuyAgainProps } from '../../../ui/buy-again-slot'
import { useFormatPrice } from '../../../ui/price'
import { PendingButton } from '../../../ui/pending-button'
import { type BuyAgainReport, buyAgain } from '../buy-again'

type Outcome = { kind: 'done'; report: BuyAgainReport } | { kind: 'failed' } | null

export function BuyAgainButton({ load, label }: BuyAgainProps) {
  const [outcome, setOutcome] = useState<Outcome>(null)
  return (
    <div className="buy-again">
      <PendingButton
        className="button buy-again__button"
        onPress={async () => {
          try {
            setOutcome({ kind: 'done', report: await buyAgain(await load()) })
          } catch {
            setOutcome({ kind: 'failed' })
          }
        }}
      >
        {label}
      </PendingButton>
      <div className="buy-again__report" role="status">
        {outcome?.kind === 'failed' && (
          <p>
            <Trans>Today's prices could not be fetched. Check the connection and try again.</Trans>
          </p>
        )}
        {outcome?.kind === 'done' && <Report report={outcome.report} />}
      </div>
    </div>
  )
}

function Report({ report }: { report: BuyAgainReport }) {
  const format = useFormatPrice()
  const count = report.added.length
  return (
    <>
      {count > 0 && (
        <p>
          <Plural value={count} one="# part put in the cart." other="# parts put in the cart." />{' '}
          <Link to="/cart">
            <Trans>Go to the cart</Trans>
          </Link>
        </p>
      )}
      <ul className="buy-again__notes">
        {report.repriced.map(({ line, was, now }) => {
          const before = format(was)
          const today = format(now)
          return (
            <li key={`price-${line.articleId}`}>
              {line.name}:{' '}
              <Trans>
                The price has changed since last time: was {before}, now {today}
              </Trans>
            </li>
          )
        })}
        {report.unavailable.map((line) => (
          <li key={`gone-${line.articleId}`}>
            {line.name}: <Unavailable line={line} />
          </li>
        ))}
        {report.refused.map((line) => (
          <li key={`full-${line.articleId}`}>
            {line.name}: <Trans>the cart has no room for it.</Trans>
          </li>
        ))}
      </ul>
    </>
  )
}

function Unavailable({ line }: { line: BuyAgainLine }) {
  switch (line.problem) {
    case 'OUT_OF_STOCK':
      return <Trans>sold out, not put in the cart.</Trans>
    case 'NOT_FOR_SALE':
      return <Trans>no longer for sale, not put in the cart.</Trans>
    default:
      return <Trans>no longer in the catalogue.</Trans>
  }
}
