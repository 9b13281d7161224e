/**
 * Secrets the server generates for itself, in `server_secrets` (by name). The first instance
 * to start stores its candidate; every instance, that one included, then reads the stored
 * value, so all instances on one database agree even when they start together.
 */
import { eq } from 'drizzle-orm'
import type { AppDatabase } from '../database'
import { serverSecrets } from '../schema'
import { storedRow } from '../first-row'

/** The secret stored under `name`, storing `candidate` first if there is none. */
export async function readOrStoreSecret(
  db: AppDatabase,
  name: string,
  candidate: string,
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing()
  return (
    await storedRow(
      db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name)),
      `server secret "${name}" was stored but cannot be read`,
    )
  ).value
}
