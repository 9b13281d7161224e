import { describe, expect, it } from 'vitest'
import type { CartProduct } from './cart'
import { MAX_LINE_QUANTITY } from './cart'
import {
  addJobLine,
  changeJobLine,
  JOB_LINES_MAX,
  JOB_NOTE_MAX,
  type JobList,
  laterJobList,
  normalisePlate,
  putJobList,
  removeJobLine,
} from './job-list'

const product = (articleId: number): CartProduct => ({
  articleId,
  articleNumber: `A${articleId}`,
  mfrName: 'BOSCH',
  name: 'BOSCH Oljefilter',
  price: 12_900,
  discount: 0,
})

const list = (id: string, updatedAt: string, name = 'Service'): JobList => ({
  id,
  name,
  customer: null,
  vehicle: { plate: 'AB12345', carId: null, label: 'AB12345' },
  lines: [],
  updatedAt,
})

describe('job lists', () => {
  it('keeps the copy changed last when two copies of one list meet', () => {
    const older = list('a', '2026-01-01T10:00:00.000Z', 'Gammel')
    const newer = list('a', '2026-01-02T10:00:00.000Z', 'Ny')
    expect(laterJobList(older, newer)).toBe(newer)
    expect(laterJobList(newer, older)).toBe(newer)
  })

  it('keeps the copy it has when both changed at the same moment', () => {
    const kept = list('a', '2026-01-01T10:00:00.000Z', 'Her')
    const other = list('a', '2026-01-01T10:00:00.000Z', 'Der')
    expect(laterJobList(kept, other)).toBe(kept)
  })

  it('adds a list beside the others and lists the newest change first', () => {
    const lists = putJobList(
      [list('a', '2026-01-01T10:00:00.000Z')],
      list('b', '2026-01-03T10:00:00.000Z'),
    )
    expect(lists.map((l) => l.id)).toEqual(['b', 'a'])
    const older = putJobList(lists, list('b', '2025-12-01T10:00:00.000Z', 'Eldre'))
    expect(older.find((l) => l.id === 'b')?.name).toBe('Service')
  })

  it('raises the quantity when the same article is added again, keeping its note', () => {
    const at = '2026-01-01T10:00:00.000Z'
    let job = addJobLine(list('a', at), product(1), 2, at).list
    job = changeJobLine(job, 1, { note: 'Sjekk pakning' }, at)
    const again = addJobLine(job, product(1), 3, '2026-01-01T11:00:00.000Z')

    expect(again.outcome).toBe('raised')
    expect(again.list.lines).toEqual([{ product: product(1), quantity: 5, note: 'Sjekk pakning' }])
    expect(again.list.updatedAt).toBe('2026-01-01T11:00:00.000Z')
  })

  it('keeps quantities between 1 and the cart maximum and notes within their length', () => {
    const at = '2026-01-01T10:00:00.000Z'
    const job = addJobLine(list('a', at), product(1), 1, at).list
    expect(changeJobLine(job, 1, { quantity: -4 }, at).lines[0]?.quantity).toBe(1)
    expect(changeJobLine(job, 1, { quantity: 5000 }, at).lines[0]?.quantity).toBe(MAX_LINE_QUANTITY)
    const note = changeJobLine(job, 1, { note: 'x'.repeat(JOB_NOTE_MAX + 10) }, at).lines[0]?.note
    expect(note).toHaveLength(JOB_NOTE_MAX)
    expect(removeJobLine(job, 1, at).lines).toEqual([])
  })

  it(`refuses a new article once a list holds ${JOB_LINES_MAX} lines`, () => {
    const at = '2026-01-01T10:00:00.000Z'
    let job = list('a', at)
    for (let i = 1; i <= JOB_LINES_MAX; i++) job = addJobLine(job, product(i), 1, at).list
    expect(addJobLine(job, product(JOB_LINES_MAX + 1), 1, at).outcome).toBe('full')
  })

  it('writes a plate as the registry does', () => {
    expect(normalisePlate(' ab 12345 ')).toBe('AB12345')
    expect(normalisePlate('el-12345')).toBe('EL12345')
  })
})
