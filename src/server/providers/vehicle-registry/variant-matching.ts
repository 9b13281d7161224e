// Each fact narrows the candidates only when some remain: registries and catalogues differ often
// enough that a strict filter would lose the right car.
import type { CatalogueVariantRow } from '../../db/repositories/vehicle-registry-repository'
import type { RegistryFacts } from './registry-port'

export const MAX_CANDIDATES = 20
/** Imports. */
const MONTHS_BEFORE_START = 3
/** Cars sold from stock. */
const MONTHS_AFTER_END = 18
const KW_TOLERANCE = 3
const CCM_TOLERANCE = 30

export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
}

export function isSameMake(registryMake: string, catalogueMake: string): boolean {
  const a = nameKey(registryMake)
  const b = nameKey(catalogueMake)
  if (!a || !b) return false
  return a === b || a.startsWith(b) || b.startsWith(a)
}

function isSameModel(tradeName: string, row: CatalogueVariantRow): boolean {
  const makeKey = nameKey(row.manuName)
  let trade = nameKey(tradeName)
  if (trade.startsWith(makeKey) && trade.length > makeKey.length)
    trade = trade.slice(makeKey.length)
  if (!trade) return true
  const series = nameKey(row.modelname)
  return (
    series.startsWith(trade) ||
    nameKey(row.typeName).startsWith(trade) ||
    (trade.length >= 4 && series.includes(trade))
  )
}

function yyyymm(date: string): number | null {
  const match = /^(\d{4})-(\d{2})/.exec(date)
  return match ? Number(match[1]) * 100 + Number(match[2]) : null
}

function addMonths(yyyymmValue: number, months: number): number {
  const total = Math.floor(yyyymmValue / 100) * 12 + (yyyymmValue % 100) - 1 + months
  return Math.floor(total / 12) * 100 + (total % 12) + 1
}

function isBuiltFor(row: CatalogueVariantRow, registered: number): boolean {
  if (registered < addMonths(row.yearOfConstrFrom, -MONTHS_BEFORE_START)) return false
  return (
    row.yearOfConstrTo === null || registered <= addMonths(row.yearOfConstrTo, MONTHS_AFTER_END)
  )
}

function engineCodes(row: CatalogueVariantRow): string[] {
  return (row.motorCode ?? '').split(',').map(nameKey).filter(Boolean)
}

type Narrowing = (row: CatalogueVariantRow) => boolean

function narrowings(facts: RegistryFacts): Narrowing[] {
  const steps: Narrowing[] = []
  const registered = facts.firstRegistration ? yyyymm(facts.firstRegistration) : null
  if (registered !== null) steps.push((row) => isBuiltFor(row, registered))
  if (facts.fuel) steps.push((row) => row.fuel === facts.fuel)
  const code = facts.engineCode ? nameKey(facts.engineCode) : ''
  if (code) steps.push((row) => engineCodes(row).includes(code))
  const kw = facts.powerKw
  if (kw !== null) steps.push((row) => Math.abs(row.powerKwFrom - kw) <= KW_TOLERANCE)
  const ccm = facts.ccm
  if (ccm !== null && ccm > 0) {
    steps.push((row) => row.ccmTech !== null && Math.abs(row.ccmTech - ccm) <= CCM_TOLERANCE)
  }
  return steps
}

export function matchVariants(
  facts: RegistryFacts,
  candidates: readonly CatalogueVariantRow[],
): number[] {
  let rows = candidates.filter((row) => isSameMake(facts.make, row.manuName))
  if (facts.model) {
    const model = facts.model
    rows = rows.filter((row) => isSameModel(model, row))
  }
  for (const keep of narrowings(facts)) {
    const narrowed = rows.filter(keep)
    if (narrowed.length > 0) rows = narrowed
  }
  const kw = facts.powerKw
  const distance = (row: CatalogueVariantRow) => (kw === null ? 0 : Math.abs(row.powerKwFrom - kw))
  return rows
    .toSorted((a, b) => distance(a) - distance(b) || a.carId - b.carId)
    .slice(0, MAX_CANDIDATES)
    .map((row) => row.carId)
}
