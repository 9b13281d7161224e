/**
 * Every part type (generic article) of the demo catalogue, and the rows that describe them.
 * Ids below 900001 are TecDoc generic-article ids (82 and above single-sourced,
 * 854 shock absorber from a public code fixture); ids from 900001 are local, for part types
 * whose TecDoc id we could not confirm.
 */
import { type PartType, partImageUrl } from './part-type-model'
import { CHASSIS_PART_TYPES } from './part-types-chassis'
import { ELECTRICAL_PART_TYPES } from './part-types-electrical'
import { ENGINE_AND_BODY_PART_TYPES } from './part-types-engine-and-body'
import { SERVICE_PART_TYPES } from './part-types-service'

export const PART_TYPES: readonly PartType[] = [
  ...SERVICE_PART_TYPES,
  ...CHASSIS_PART_TYPES,
  ...ELECTRICAL_PART_TYPES,
  ...ENGINE_AND_BODY_PART_TYPES,
]

/** A row per part type, for a `part_types` table (not in the schema yet). */
export interface PartTypeRow {
  partTypeId: number
  key: string
  nameNo: string
  nameEn: string
  /** Whether `partTypeId` is a TecDoc generic-article id. */
  tecdoc: boolean
  /** The part type's picture (the provider's `imageURL400`), served by plugins/part-images.ts. */
  imageUrl: string
}

export function partTypeRows(): PartTypeRow[] {
  return PART_TYPES.map(({ id, key, nameNo, nameEn, tecdoc }) => ({
    partTypeId: id,
    key,
    nameNo,
    nameEn,
    tecdoc,
    imageUrl: partImageUrl(id),
  }))
}
