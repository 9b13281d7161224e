/**
 * Job lists ('Jobber'): the parts a mechanic collects for one job on one car — a named list
 * tied to a vehicle (plate and/or carId, with its label) and perhaps a customer, each line an
 * article (as seen when added) with a quantity and a note. Made on the device with an id of
 * its own (a UUID), so a list made offline reaches the account once and only once.
 *
 * Two copies of one list (the device's and the account's) never mix: the one changed last,
 * by `updatedAt`, wins whole; a list deleted anywhere stays deleted. Within a list, adding an
 * article already on it raises that line's quantity rather than adding a second line.
 */
import type { CartProduct } from './cart'
import { MAX_LINE_QUANTITY } from './cart'

/** Most lists one account keeps: a workshop's open jobs, not an archive. */
export const JOB_LISTS_MAX = 50
/** Most lines one list holds (a full service is a few dozen parts). */
export const JOB_LINES_MAX = 100
/** Longest list name and customer name, characters. */
export const JOB_NAME_MAX = 80
/** Longest note on a line, characters. */
export const JOB_NOTE_MAX = 300
/** Longest vehicle label ('VW Golf VII 1.6 TDI'), characters. */
export const JOB_VEHICLE_LABEL_MAX = 120
/** Longest plate as typed; Norwegian plates are 7 characters, foreign ones a few more. */
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
  /** ISO time of the last change on the device that made it. */
  updatedAt: string
}

/** Which of two copies of one list is kept: the later `updatedAt`; the first on a tie. */
export function laterJobList(kept: JobList, other: JobList): JobList {
  return Date.parse(other.updatedAt) > Date.parse(kept.updatedAt) ? other : kept
}

/** The lists newest change first; the id breaks ties so both sides list alike. */
export function sortJobLists(lists: readonly JobList[]): JobList[] {
  return [...lists].sort(
    (a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id),
  )
}

/** `lists` with `list` in place of its old copy (or added); the later copy wins. */
export function putJobList(lists: readonly JobList[], list: JobList): JobList[] {
  const old = lists.find((l) => l.id === list.id)
  const kept = old ? laterJobList(old, list) : list
  return sortJobLists([kept, ...lists.filter((l) => l.id !== list.id)])
}

const clampQuantity = (quantity: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)))

/**
 * Adds `quantity` of a product: an article already listed has its quantity raised (up to the
 * cart's maximum) and keeps its note; a new one is appended unless the list is full.
 */
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

/** Changes one line's quantity (kept within 1 … the cart's maximum) or note (cut to length). */
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

/** A plate as the registry writes it: letters and digits, upper case, no spaces. */
export function normalisePlate(plate: string): string {
  return plate.replace(/[\s-]/g, '').toUpperCase().slice(0, JOB_PLATE_MAX)
}
