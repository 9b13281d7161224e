/**
 * What an instance derives from the catalogue's small tables (the search vocabulary, the
 * category rows), kept until `catalogue_generation` moves: triggers bump it on every change to
 * those tables, so each use costs a one-row read instead of reading and deriving them again,
 * and every instance on one database sees a change at its next request.
 */
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

/**
 * One request's view of the kept values: the generation is read once, at the first value
 * asked for, and every value it asks for after that is of that generation.
 */
export interface CatalogueSnapshot {
  db: AppDatabase
  kept<T>(name: string, derive: () => Promise<T>): Promise<T>
  /**
   * Whether the values given are of generation `seen` (what a later statement saw; read when
   * not given), answered once. Always true unless the snapshot is `optimistic`.
   */
  confirmed(seen?: number): Promise<boolean>
}

/**
 * `optimistic`: take the values kept for the last generation this instance saw without reading
 * it, for a caller that checks `confirmed` with the generation its own statement saw and runs
 * again on a fresh snapshot when it moved; this spares a search a round trip.
 */
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

/** `derive()`'s answer, derived once per catalogue generation and database. */
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
