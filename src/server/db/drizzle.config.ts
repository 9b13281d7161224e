/**
 * drizzle-kit settings: `npm run db:generate` compares `schema.ts` with the last migration
 * snapshot and writes the next versioned SQL migration into `migrations/`. Kept here rather
 * than at the top level, which holds only the files the layout names.
 */
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
})
