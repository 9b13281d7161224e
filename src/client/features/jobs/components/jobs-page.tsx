import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { JobList, JobVehicle } from '../../../../domain/job-list'
import { useJobLists } from '../../../data/jobs/job-lists'
import { JobsSyncStatus } from './jobs-sync-status'
import { useDocumentTitle } from '../../../ui/document-title'
import { NewJobForm } from './new-job-form'
import './jobs.css'

interface JobsPageProps {
  vehicle: JobVehicle | null
}

export function JobsPage({ vehicle }: JobsPageProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const jobs = useJobLists()
  useDocumentTitle(t`Jobs`)
  const shown = vehicle
    ? jobs.lists.filter((job) => job.vehicle?.carId === vehicle.carId)
    : jobs.lists
  return (
    <section className="page page--jobs" aria-labelledby="jobs-title">
      <h1 id="jobs-title">
        {vehicle ? <Trans>Jobs for {vehicle.label}</Trans> : <Trans>Jobs</Trans>}
      </h1>
      <p className="jobs__intro">
        <Trans>
          Collect the parts for a job on a customer's car. The jobs are kept on this device, work
          offline, and follow your account when you are signed in.
        </Trans>
      </p>
      {vehicle && (
        <p>
          <Link to="/jobs">
            <Trans>Show all jobs</Trans>
          </Link>
        </p>
      )}
      {jobs.loaded && shown.length === 0 && (
        <p>
          <Trans>No jobs yet.</Trans>
        </p>
      )}
      {shown.length > 0 && (
        <ul className="jobs__list" aria-label={t`Your jobs`}>
          {shown.map((job) => (
            <li key={job.id}>
              <JobSummary job={job} />
            </li>
          ))}
        </ul>
      )}
      <JobsSyncStatus pending={jobs.pending.length} />
      <NewJobForm
        vehicle={vehicle}
        onCreated={(jobId) => void navigate({ to: '/jobs/$jobId', params: { jobId } })}
      />
    </section>
  )
}

function JobSummary({ job }: { job: JobList }) {
  const lines = job.lines.length
  return (
    <article className="jobs__item">
      <h2>
        <Link to="/jobs/$jobId" params={{ jobId: job.id }}>
          {job.name}
        </Link>
      </h2>
      <p>
        {[
          job.vehicle?.label,
          job.vehicle?.plate !== job.vehicle?.label && job.vehicle?.plate,
          job.customer,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>
        <Plural value={lines} one="# part" other="# parts" />
      </p>
    </article>
  )
}
