/**
 * From a registry's facts about a car to the catalogue variants it may be.
 * Make and trade name must
 * match; then the first registration (within the construction years), fuel, engine code, kW
 * and cm³ each narrow the candidates — but only when some candidate is left, because
 * registries and catalogues write these differently often enough (a hybrid's power, an engine
 * code the catalogue lacks) that a strict filter would lose the right car. What remains is
 * ordered best first; when several remain the user chooses.
 */
import type { CatalogueVariantRow } from '../../db/repositories/vehicle-registry-repository'
import type { RegistryFacts } from './registry-port'

/** Most candidates a look-up offers: beyond this the facts did not narrow anything useful. */
export const MAX_CANDIDATES = 20
/** Months a car may be first registered before its variant's construction start (imports). */
const MONTHS_BEFORE_START = 3
/** Months a car may be first registered after construction ended (cars sold from stock). */
const MONTHS_AFTER_END = 18
/** kW the registry and the catalogue may differ by (rounding, measured vs. stated). */
const KW_TOLERANCE = 3
/** cm³ the registry and the catalogue may differ by (1598 vs. 1596 …). */
const CCM_TOLERANCE = 30

/** Compare key of a name: upper case, no accents, letters and digits only ("Škoda" → "SKODA"). */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
}

/** Whether the registry's make is this catalogue make ("VOLKSWAGEN", "TESLA MOTORS" → Tesla). */
export function isSameMake(registryMake: string, catalogueMake: string): boolean {
  const a = nameKey(registryMake)
  const b = nameKey(catalogueMake)
  if (!a || !b) return false
  return a === b || a.startsWith(b) || b.startsWith(a)
}

/** Whether a trade name ("GOLF", "E-GOLF", "RAV4", "ID.4") names this series or variant. */
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

/** `2017-06-06` → 201706. */
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

/** The narrowings the facts allow, in the order they are trusted. */
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

/** The carIds the facts fit, best first (closest power, then id); empty when none does. */
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
