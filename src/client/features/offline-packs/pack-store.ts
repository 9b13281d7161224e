/**
 * A pack is `complete` only once every item of its manifest is stored; an interrupted download
 * stays `partial` and can be resumed or deleted.
 */
import { useSyncExternalStore } from 'react'
import { idbStore } from '../../offline/idb-store'

export const PACKS_STORAGE_KEY = 'vehicle-packs'

export interface PackInfo {
  carId: number
  lang: string
  status: 'complete' | 'partial'
  done: number
  total: number
  bytes: number
  /** Last completed (or started, while partial). */
  updatedAt: string
  truncated: boolean
}

type Packs = Record<string, PackInfo>

let packs: Packs = {}
let loaded: Promise<void> | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function loadPacks(): Promise<void> {
  loaded ??= idbStore.get<Packs>(PACKS_STORAGE_KEY).then((stored) => {
    packs = stored && typeof stored === 'object' ? stored : {}
    emit()
  })
  return loaded
}

export async function savePack(info: PackInfo): Promise<void> {
  await loadPacks()
  packs = { ...packs, [info.carId]: info }
  emit()
  await idbStore.set(PACKS_STORAGE_KEY, packs)
}

export async function forgetPack(carId: number): Promise<void> {
  await loadPacks()
  const { [carId]: _gone, ...rest } = packs
  packs = rest
  emit()
  await idbStore.set(PACKS_STORAGE_KEY, packs)
}

export function packOf(carId: number): PackInfo | null {
  return packs[carId] ?? null
}

export function usePack(carId: number): PackInfo | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      void loadPacks()
      return () => listeners.delete(listener)
    },
    () => packs[carId] ?? null,
    () => null,
  )
}
