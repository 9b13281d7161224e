/**
 * What the header box offers under the text, in groups. Pure: the box renders the result.
 */
import type { Article } from '../../../domain/article-schema'
import type { GarageVehicle } from '../../../domain/garage'
import type { SearchShape } from '../../../domain/search-shape'
import { garageVehicleName } from '../../data/garage/garage-vehicle'
import type { VinVariant } from '../../lib/search-flows'

export type { VinVariant }

export type SearchOption =
  | { kind: 'reading'; shape: SearchShape }
  | { kind: 'vin-variant'; variant: VinVariant }
  | { kind: 'vehicle'; vehicle: GarageVehicle }
  | { kind: 'product'; article: Article }
  | { kind: 'category'; name: string; slug: string }
  | { kind: 'recent'; text: string }

export type SearchGroupKind = 'readings' | 'vehicles' | 'products' | 'categories' | 'recent'

export interface SearchGroup {
  kind: SearchGroupKind
  options: SearchOption[]
}

export interface SearchOptionsInput {
  text: string
  shapes: SearchShape[]
  vinVariants: VinVariant[]
  garage: readonly GarageVehicle[]
  products: Article[]
  categories: { name: string; slug: string }[]
  recent: readonly string[]
}

const GARAGE_SHOWN = 3
const RECENT_SHOWN_WHILE_TYPING = 3

const fold = (text: string) => text.toLocaleLowerCase('nb').replace(/\s+/g, ' ').trim()

/** Garage cars whose name holds every typed word ('golf tdi' finds 'Volkswagen Golf VII 1.6 TDI'). */
function matchingGarage(text: string, garage: readonly GarageVehicle[]): GarageVehicle[] {
  const words = fold(text).split(' ').filter(Boolean)
  if (words.length === 0) return []
  return garage
    .filter((vehicle) => {
      const name = fold(garageVehicleName(vehicle))
      return words.every((word) => name.includes(word))
    })
    .slice(0, GARAGE_SHOWN)
}

export function searchOptions(input: SearchOptionsInput): SearchGroup[] {
  const typed = fold(input.text)
  if (typed === '') {
    const recent = input.recent.map((text): SearchOption => ({ kind: 'recent', text }))
    return recent.length > 0 ? [{ kind: 'recent', options: recent }] : []
  }
  const groups: SearchGroup[] = [
    {
      kind: 'readings',
      options:
        input.shapes.length > 1
          ? input.shapes.map((shape): SearchOption => ({ kind: 'reading', shape }))
          : [],
    },
    {
      kind: 'vehicles',
      options: [
        ...input.vinVariants.map((variant): SearchOption => ({ kind: 'vin-variant', variant })),
        ...matchingGarage(input.text, input.garage).map(
          (vehicle): SearchOption => ({ kind: 'vehicle', vehicle }),
        ),
      ],
    },
    {
      kind: 'products',
      options: input.products.map((article): SearchOption => ({ kind: 'product', article })),
    },
    {
      kind: 'categories',
      options: input.categories.map(
        ({ name, slug }): SearchOption => ({
          kind: 'category',
          name,
          slug,
        }),
      ),
    },
    {
      kind: 'recent',
      options: input.recent
        .filter((text) => fold(text) !== typed && fold(text).includes(typed))
        .slice(0, RECENT_SHOWN_WHILE_TYPING)
        .map((text): SearchOption => ({ kind: 'recent', text })),
    },
  ]
  return groups.filter((group) => group.options.length > 0)
}
