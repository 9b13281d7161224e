import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import type { CartProduct } from '../../../../domain/cart'
import { addJobLine, type JobVehicle } from '../../../../domain/job-list'
import { useGarage } from '../../../data/garage/garage'
import { garageVehicleName } from '../../../data/garage/garage-vehicle'
import { jobListsStore, useJobLists } from '../../../data/jobs/job-lists'
import { ModalDialog } from '../../../ui/modal-dialog'
import { toast } from '../../../ui/toasts'

const NEW_JOB = 'new'

export default function AddToJobDialog({
  product,
  onClose,
}: {
  product: CartProduct
  onClose: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const { lists } = useJobLists()
  const { current } = useGarage()
  const vehicle: JobVehicle | null = current
    ? { plate: null, carId: current.id, label: garageVehicleName(current) }
    : null
  const ordered = [
    ...lists.filter((job) => vehicle && job.vehicle?.carId === vehicle.carId),
    ...lists.filter((job) => !vehicle || job.vehicle?.carId !== vehicle.carId),
  ]
  const [choice, setChoice] = useState(ordered[0]?.id ?? NEW_JOB)
  const [quantity, setQuantity] = useState(1)
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    let jobId = choice
    if (choice === NEW_JOB) {
      jobId = jobListsStore.create({
        name: vehicle ? t`Job for ${vehicle.label}` : t`New job`,
        customer: null,
        vehicle,
      })
    }
    void jobListsStore.update(jobId, (job, at) => addJobLine(job, product, quantity, at).list)
    const name = jobListsStore.getSnapshot().lists.find((job) => job.id === jobId)?.name ?? ''
    toast(t`Added to the job ${name}`)
    setAdded({ id: jobId, name })
  }

  return (
    <ModalDialog title={<Trans>Add to job</Trans>} onClose={onClose}>
      {added ? (
        <p role="status">
          <Trans>
            {product.name} is in the job{' '}
            <Link to="/jobs/$jobId" params={{ jobId: added.id }} onClick={onClose}>
              {added.name}
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <form className="job-form" onSubmit={submit}>
          <p>{product.name}</p>
          <label htmlFor={`${id}-job`}>
            <Trans>Job</Trans>
          </label>
          <select id={`${id}-job`} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {ordered.map((job) => (
              <option key={job.id} value={job.id}>
                {job.vehicle ? `${job.name} – ${job.vehicle.label}` : job.name}
              </option>
            ))}
            <option value={NEW_JOB}>
              {vehicle ? t`New job for ${vehicle.label}` : t`New job`}
            </option>
          </select>
          <label htmlFor={`${id}-quantity`}>
            <Trans>Quantity</Trans>
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Math.trunc(Number(e.target.value) || 1)))}
          />
          <button type="submit" className="button button--primary">
            <Trans>Add to job</Trans>
          </button>
        </form>
      )}
    </ModalDialog>
  )
}
