/**
 * Job lists get their id (a UUID) on the device, so a list made offline reaches the account once.
 * Two copies never mix: the later `updatedAt` wins whole; a list deleted anywhere stays deleted.
 */
import type { CartProduct } from './cart'
import { MAX_LINE_QUANTITY } from './cart'

/** A workshop's open jobs, not an archive. */
export const JOB_LISTS_MAX = 50
export const JOB_LINES_MAX = 100
export const JOB_NAME_MAX = 80
export const JOB_NOTE_MAX = 300
export const JOB_VEHICLE_LABEL_MAX = 120
/** Norwegian plates are 7 characters, foreign ones a few more. */
export const JOB_PLATE_MAX = 12

export interface JobVehicle {
  plate: string | null
  carId: number | null
  label: string
}

export interface JobLine {
  product: CartProduct
  quantity: number
  note: string
}

export interface JobList {
  id: string
  name: string
  customer: string | null
  vehicle: JobVehicle | null
  lines: JobLine[]
  updatedAt: string
}

export function laterJobList(kept: JobList, other: JobList): JobList {
  return Date.parse(other.updatedAt) > Date.parse(kept.updatedAt) ? other : kept
}

/** The id breaks ties so both sides list alike. */
export function sortJobLists(lists: readonly JobList[]): JobList[] {
  return [...lists].sort(
    (a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id),
  )
}

export function putJobList(lists: readonly JobList[], list: JobList): JobList[] {
  const old = lists.find((l) => l.id === list.id)
  const kept = old ? laterJobList(old, list) : list
  return sortJobLists([kept, ...lists.filter((l) => l.id !== list.id)])
}

const clampQuantity = (quantity: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)))

export function addJobLine(
  list: JobList,
  product: CartProduct,
  quantity: number,
  updatedAt: string,
): { list: JobList; outcome: 'added' | 'raised' | 'full' } {
  const line = list.lines.find((l) => l.product.articleId === product.articleId)
  if (line) {
    const lines = list.lines.map((l) =>
      l === line ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l,
    )
    return { list: { ...list, lines, updatedAt }, outcome: 'raised' }
  }
  if (list.lines.length >= JOB_LINES_MAX) return { list, outcome: 'full' }
  const lines = [...list.lines, { product, quantity: clampQuantity(quantity), note: '' }]
  return { list: { ...list, lines, updatedAt }, outcome: 'added' }
}

export function changeJobLine(
  list: JobList,
  articleId: number,
  change: { quantity?: number; note?: string },
  updatedAt: string,
): JobList {
  const lines = list.lines.map((line) =>
    line.product.articleId !== articleId
      ? line
      : {
          ...line,
          ...(change.quantity !== undefined && { quantity: clampQuantity(change.quantity) }),
          ...(change.note !== undefined && { note: change.note.slice(0, JOB_NOTE_MAX) }),
        },
  )
  return { ...list, lines, updatedAt }
}

export function removeJobLine(list: JobList, articleId: number, updatedAt: string): JobList {
  const lines = list.lines.filter((line) => line.product.articleId !== articleId)
  return { ...list, lines, updatedAt }
}

export function normalisePlate(plate: string): string {
  return plate.replace(/[\s-]/g, '').toUpperCase().slice(0, JOB_PLATE_MAX)
}
