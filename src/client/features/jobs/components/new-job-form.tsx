import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import {
  JOB_NAME_MAX,
  JOB_PLATE_MAX,
  type JobVehicle,
  normalisePlate,
} from '../../../../domain/job-list'
import { jobListsStore } from '../../../data/jobs/job-lists'

interface NewJobFormProps {
  vehicle: JobVehicle | null
  onCreated: (id: string) => void
}

export function NewJobForm({ vehicle, onCreated }: NewJobFormProps) {
  const { t } = useLingui()
  const id = useId()
  const [name, setName] = useState('')
  const [customer, setCustomer] = useState('')
  const [plate, setPlate] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = normalisePlate(plate)
    const jobVehicle: JobVehicle | null = vehicle
      ? { ...vehicle, plate: typed || vehicle.plate }
      : typed
        ? { plate: typed, carId: null, label: typed }
        : null
    const created = jobListsStore.create({
      name: name.trim() || (jobVehicle ? t`Job for ${jobVehicle.label}` : t`New job`),
      customer: customer.trim() || null,
      vehicle: jobVehicle,
    })
    setName('')
    setCustomer('')
    setPlate('')
    onCreated(created)
  }

  return (
    <form className="job-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {vehicle ? <Trans>New job for {vehicle.label}</Trans> : <Trans>New job</Trans>}
      </h2>
      <label htmlFor={`${id}-name`}>
        <Trans>Name of the job</Trans>
      </label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={JOB_NAME_MAX}
        placeholder={t`Brakes front`}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor={`${id}-customer`}>
        <Trans>Customer (optional)</Trans>
      </label>
      <input
        id={`${id}-customer`}
        value={customer}
        maxLength={JOB_NAME_MAX}
        autoComplete="off"
        onChange={(event) => setCustomer(event.target.value)}
      />
      <label htmlFor={`${id}-plate`}>
        <Trans>Registration number</Trans>
      </label>
      <input
        id={`${id}-plate`}
        value={plate}
        maxLength={JOB_PLATE_MAX + 2}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder="AB 12345"
        onChange={(event) => setPlate(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        <Trans>Create job</Trans>
      </button>
    </form>
  )
}
