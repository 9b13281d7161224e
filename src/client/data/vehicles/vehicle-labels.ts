import type { Locale } from '../../../domain/locale'
import { readModelName } from '../../../domain/search-query'
import type { EngineChoice, ModelSeries, VinCandidate, VinVehicle } from './vehicle-options'

const LANGUAGE_TAGS: Record<Locale, string> = { no: 'nb-NO', en: 'en-GB' }

/** 201208 → 'aug. 2012' (no) / 'Aug 2012' (en); `null` for no date or a malformed one. */
export function formatYearMonth(yyyymm: number | null | undefined, locale: Locale): string | null {
  if (!yyyymm) return null
  const year = Math.floor(yyyymm / 100)
  const month = yyyymm % 100
  if (month < 1 || month > 12) return String(year)
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.format(new Date(Date.UTC(year, month - 1, 1)))
}

/** 'aug. 2012 – des. 2020', or 'aug. 2012 – nå' while still produced (`present` is the word). */
export function formatConstructionSpan(
  from: number | null | undefined,
  to: number | null | undefined,
  locale: Locale,
  present: string,
): string {
  const start = formatYearMonth(from, locale)
  if (!start) return ''
  return `${start} – ${formatYearMonth(to, locale) ?? present}`
}

export function modelSeriesLabel(model: ModelSeries, locale: Locale, present: string): string {
  const span = formatConstructionSpan(model.yearOfConstrFrom, model.yearOfConstrTo, locale, present)
  return span ? `${model.modelname} (${span})` : model.modelname
}

export type VariantDetails = EngineChoice & {
  powerHpFrom?: number | null
  yearOfConstrFrom?: number | null
  yearOfConstrTo?: number | null
}

export function variantYears(variant: VariantDetails, locale: Locale, present: string): string {
  return formatConstructionSpan(variant.yearOfConstrFrom, variant.yearOfConstrTo, locale, present)
}

/** '77 kW / 105 hk' (`hp` is the page language's word), or '' when unknown. */
export function variantPower(variant: VariantDetails, hp: string): string {
  if (!variant.powerKwFrom) return ''
  return variant.powerHpFrom
    ? `${variant.powerKwFrom} kW / ${variant.powerHpFrom} ${hp}`
    : `${variant.powerKwFrom} kW`
}

export const NO_MOTOR_CODE = 'N/A'

export function motorCodeOf(variant: EngineChoice): string {
  return variant.motorCode?.trim() || NO_MOTOR_CODE
}

/** '1.6 TDI, 1598 cm³, 77 kW / 105 hk, aug. 2012 – mars 2017, CLHA' */
export function variantLabel(
  variant: VariantDetails,
  locale: Locale,
  words: { present: string; hp: string },
): string {
  const parts = [
    variant.typeName,
    variant.ccmTech ? `${variant.ccmTech} cm³` : '',
    variantPower(variant, words.hp),
    variantYears(variant, locale, words.present),
    motorCodeOf(variant),
  ]
  return parts.filter(Boolean).join(', ')
}

/** 201208–202012 → '2012–2020'; '2019–nå' while still produced (`present`); '' without a start. */
export function constructionYears(
  from: number | null | undefined,
  to: number | null | undefined,
  present: string,
): string {
  if (!from) return ''
  const start = Math.floor(from / 100)
  const end = to ? Math.floor(to / 100) : present
  return end === start ? String(start) : `${start}–${end}`
}

/** 'Golf VII Variant (BA5, BV5)' → 'Golf VII Variant': the chassis codes are the picker's. */
export function modelBaseName(modelname: string): string {
  return readModelName(modelname).base || modelname
}

/** What a VIN may be, in one line: 'Volkswagen Golf VII 1.2 TSI 77 kW CJZA (2012–2020)'. */
export function vinCandidateLabel(make: string, candidate: VinCandidate, present: string): string {
  const name = [
    make,
    modelBaseName(candidate.modelname),
    candidate.typeName,
    candidate.powerKwFrom ? `${candidate.powerKwFrom} kW` : '',
    candidate.motorCode?.trim(),
  ]
    .filter(Boolean)
    .join(' ')
  const years = constructionYears(candidate.yearOfConstrFrom, candidate.yearOfConstrTo, present)
  return years ? `${name} (${years})` : name
}

export interface VinCandidateOption {
  carId: number
  label: string
}

/** A VIN's variants to choose from, one per label: variants nobody could tell apart are one. */
export function vinCandidateOptions(vehicle: VinVehicle, present: string): VinCandidateOption[] {
  const labels = new Set<string>()
  return vehicle.variants.flatMap((candidate) => {
    const label = vinCandidateLabel(vehicle.make, candidate, present)
    if (labels.has(label)) return []
    labels.add(label)
    return [{ carId: candidate.carId, label }]
  })
}
