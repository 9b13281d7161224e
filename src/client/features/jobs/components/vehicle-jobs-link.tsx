import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useJobLists } from '../../../data/jobs/job-lists'

export function VehicleJobsLink({ carId }: { carId: number }) {
  const jobs = useJobLists().lists.filter((job) => job.vehicle?.carId === carId).length
  return (
    <Link to="/jobs" search={{ carId }} className="button">
      {jobs > 0 ? <Trans>Jobs for this car ({jobs})</Trans> : <Trans>New job for this car</Trans>}
    </Link>
  )
}
