/**
 * Not zod: route search validation sits in the front page's route tree; this saves 23 KB gzipped there.
 */
import { MAX_INT4 } from '../../domain/int4'

export function wholeNumber(value: unknown, min = 1, max = MAX_INT4): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

export function text(value: unknown, maxLength: number): string | undefined {
  const raw =
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
  const trimmed = raw?.trim()
  return trimmed && trimmed.length <= maxLength ? trimmed : undefined
}

export function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined
}
