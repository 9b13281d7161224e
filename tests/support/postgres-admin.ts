/** Small helpers for tests that create and drop databases on DATABASE_URL's server. */
import pg from 'pg'

/** Runs one statement (e.g. `create database …`) on the server's maintenance connection. */
export async function postgresAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The URL of database `name` on the same server as `serverUrl`. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
