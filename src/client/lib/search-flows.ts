import type { ReactNode } from 'react'

export interface VinVariant {
  carId: number
  label: string
}

/** The header search's lookups: the vehicles feature runs them, the shell hands them to the search box. */
export interface PlateFlow {
  change: (text: string) => void
  submit: () => void
  onAnswered: (listener: (resolved: boolean) => void) => () => void
  /** The search button waits for it. */
  resolved: boolean
  required: boolean
  problem: ReactNode
}

export interface VinFlow {
  change: (vin: string) => void
  submit: () => void
  onAnswered: (listener: (variants: VinVariant[] | null) => void) => () => void
  candidates: VinVariant[] | null
  notFound: boolean
}
