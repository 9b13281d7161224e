// Kept until triggers bump `catalogue_generation`, so each use costs a one-row read and every
// instance sees a change at its next request.
import { sql } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { queryRows } from '../query-rows'

interface Kept {
  generation: number
  values: Map<string, Promise<unknown>>
}

const keptByDatabase = new WeakMap<AppDatabase, Kept>()

export async function catalogueGeneration(db: AppDatabase): Promise<number> {
  const [row] = await queryRows<{ generation: number }>(
    db,
    sql`select generation from catalogue_generation where id = 1`,
  )
  return row?.generation ?? -1
}

export interface CatalogueSnapshot {
  db: AppDatabase
  kept<T>(name: string, derive: () => Promise<T>): Promise<T>
  confirmed(seen?: number): Promise<boolean>
}

// `optimistic` spares a search a round trip: the caller checks `confirmed` with its own statement's
// generation.
export function catalogueSnapshot(db: AppDatabase, { optimistic = false } = {}): CatalogueSnapshot {
  let generation: Promise<number> | undefined
  let assumed = false
  let confirmation: Promise<boolean> | undefined
  const generationOf = async () => {
    const known = optimistic ? keptByDatabase.get(db)?.generation : undefined
    assumed = known !== undefined
    return known ?? catalogueGeneration(db)
  }
  return {
    db,
    async kept(name, derive) {
      generation ??= generationOf()
      return keptAt(db, await generation, name, derive)
    },
    confirmed(seen) {
      confirmation ??= (async () => {
        if (!generation || !assumed) return true
        return (seen ?? (await catalogueGeneration(db))) === (await generation)
      })()
      return confirmation
    },
  }
}

function keptAt<T>(
  db: AppDatabase,
  generation: number,
  name: string,
  derive: () => Promise<T>,
): Promise<T> {
  let kept = keptByDatabase.get(db)
  // A request that read the generation before a concurrent one saw it move derives afresh.
  if (kept && kept.generation > generation) return derive()
  if (!kept || kept.generation < generation) {
    kept = { generation, values: new Map() }
    keptByDatabase.set(db, kept)
  }
  const values = kept.values
  let value = values.get(name) as Promise<T> | undefined
  if (!value) {
    value = derive()
    values.set(name, value)
    value.catch(() => values.delete(name))
  }
  return value
}
