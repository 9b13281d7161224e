import type { JobList } from '../../../domain/job-list'
import type { CreateSharedListBody } from '../../../domain/shared-list'

export function jobShareBody(job: JobList): CreateSharedListBody {
  const vehicle = job.vehicle
  return {
    kind: 'job',
    title: job.name,
    ...(vehicle && {
      vehicle: {
        label: vehicle.label,
        ...(vehicle.plate && { plate: vehicle.plate }),
        ...(vehicle.carId && { carId: vehicle.carId }),
      },
    }),
    lines: job.lines.map(({ product, quantity, note }) => ({
      articleId: product.articleId,
      quantity,
      ...(note.trim() && { note }),
    })),
  }
}
