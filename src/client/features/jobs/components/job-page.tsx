import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { CartProduct } from '../../../../domain/cart'
import {
  changeJobLine,
  JOB_NOTE_MAX,
  type JobLine,
  type JobList,
  removeJobLine,
} from '../../../../domain/job-list'
import { MAX_QUANTITY } from '../../../../domain/quantity'
import { salePrice } from '../../../../domain/saved-article'
import { jobListsStore, useJobLists } from '../../../data/jobs/job-lists'
import { JobsSyncStatus } from './jobs-sync-status'
import { useDocumentTitle } from '../../../ui/document-title'
import { Money } from '../../../ui/money'
import { Thumbnail } from '../../../ui/thumbnail'
import './jobs.css'

interface JobPageProps {
  jobId: string
  /** Composed by the route from the cart feature; resolves with the names of what went in. */
  onAddAll: (lines: readonly { product: CartProduct; quantity: number }[]) => Promise<string[]>
  shareAction?: (job: JobList) => ReactNode
}

export function JobPage({ jobId, onAddAll, shareAction }: JobPageProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const jobs = useJobLists()
  const job = jobs.lists.find((list) => list.id === jobId)
  const [added, setAdded] = useState<string[] | null>(null)
  useDocumentTitle(job?.name ?? t`Job`)

  if (!job) {
    return (
      <section className="page page--job">
        <h1>{jobs.loaded ? <Trans>Job not found</Trans> : <Trans>Job</Trans>}</h1>
        {jobs.loaded && (
          <p>
            <Trans>
              The job is not on this device. It may have been deleted.{' '}
              <Link to="/jobs">See your jobs</Link>.
            </Trans>
          </p>
        )}
      </section>
    )
  }

  const change = (apply: (list: JobList, at: string) => JobList) =>
    void jobListsStore.update(job.id, apply)
  const total = job.lines.reduce((sum, line) => sum + salePrice(line.product) * line.quantity, 0)

  return (
    <section className="page page--job" aria-labelledby="job-title">
      <p>
        <Link to="/jobs">
          <Trans>All jobs</Trans>
        </Link>
      </p>
      <h1 id="job-title">{job.name}</h1>
      <p className="job__facts">
        {job.vehicle && (
          <span>
            {job.vehicle.label}
            {job.vehicle.plate &&
              job.vehicle.plate !== job.vehicle.label &&
              ` (${job.vehicle.plate})`}
          </span>
        )}
        {job.customer && (
          <span>
            <Trans>Customer: {job.customer}</Trans>
          </span>
        )}
      </p>
      {job.vehicle?.carId && (
        <p>
          <Link to="/all" search={{ motorID: job.vehicle.carId }}>
            <Trans>Find parts for this car</Trans>
          </Link>
        </p>
      )}
      {job.lines.length === 0 ? (
        <p>
          <Trans>No parts yet. Open a part and press 'Add to job' to put it here.</Trans>
        </p>
      ) : (
        <ul className="job__lines" aria-label={t`Parts for the job`}>
          {job.lines.map((line) => (
            <li key={line.product.articleId}>
              <JobLineRow line={line} onChange={change} />
            </li>
          ))}
        </ul>
      )}
      {job.lines.length > 0 && (
        <p className="job__total">
          <Trans>Total</Trans> <Money ore={total} />
        </p>
      )}
      <div className="job__actions">
        {job.lines.length > 0 && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void onAddAll(job.lines).then(setAdded)}
          >
            <Trans>Add all to the cart</Trans>
          </button>
        )}
        {shareAction?.(job)}
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!window.confirm(t`Delete the job ${job.name}?`)) return
            void jobListsStore.remove(job.id)
            void navigate({ to: '/jobs' })
          }}
        >
          <Trans>Delete job</Trans>
        </button>
      </div>
      {added && (
        <p className="job__added" role="status">
          {added.length > 0 ? (
            <Trans>Added to the cart: {added.join(', ')}</Trans>
          ) : (
            <Trans>Nothing could be added to the cart.</Trans>
          )}
        </p>
      )}
      <JobsSyncStatus pending={jobs.pending.length} />
    </section>
  )
}

interface JobLineRowProps {
  line: JobLine
  onChange: (apply: (list: JobList, at: string) => JobList) => void
}

function JobLineRow({ line, onChange }: JobLineRowProps) {
  const { t } = useLingui()
  const { product, quantity } = line
  const [note, setNote] = useState(line.note)
  const id = `job-line-${product.articleId}`
  const setQuantity = (next: number) =>
    onChange((list, at) => changeJobLine(list, product.articleId, { quantity: next }, at))
  return (
    <article className="job-line" aria-labelledby={id}>
      <Thumbnail src={product.image} size={64} emptyClassName="job-line__no-image" />
      <div className="job-line__body">
        <h2 id={id}>{product.name}</h2>
        <p>
          {product.mfrName} · <Trans>Article number {product.articleNumber}</Trans>
        </p>
        <Money className="job-line__price" ore={salePrice(product)} />
      </div>
      <fieldset className="job-line__quantity">
        <legend className="visually-hidden">{t`Quantity of ${product.name}`}</legend>
        <button
          type="button"
          className="button"
          aria-label={t`Fewer`}
          disabled={quantity <= 1}
          onClick={() => setQuantity(quantity - 1)}
        >
          −
        </button>
        <output aria-live="polite">{quantity}</output>
        <button
          type="button"
          className="button"
          aria-label={t`More`}
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => setQuantity(quantity + 1)}
        >
          +
        </button>
      </fieldset>
      <label className="job-line__note">
        <span>
          <Trans>Note</Trans>
        </span>
        <textarea
          value={note}
          maxLength={JOB_NOTE_MAX}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => {
            if (note !== line.note)
              onChange((list, at) => changeJobLine(list, product.articleId, { note }, at))
          }}
        />
      </label>
      <button
        type="button"
        className="button job-line__remove"
        aria-label={t`Remove ${product.name} from the job`}
        onClick={() => onChange((list, at) => removeJobLine(list, product.articleId, at))}
      >
        <Trans>Remove</Trans>
      </button>
    </article>
  )
}
