// Takes the embedded database's folder lock, so it refuses to run beside a server on that folder.
import { loadConfig } from './config'
import { openDatabase } from './db/open-database'
import { countCatalogue } from './db/repositories/catalogue-repository'
import { loadCatalogue } from './db/seed/load-catalogue'
import { createOrPromoteAdmin } from './services/admin-accounts'

const COMMANDS = ['migrate', 'seed', 'generate', 'admin:create'] as const
type Command = (typeof COMMANDS)[number]

function isCommand(value: string | undefined): value is Command {
  return COMMANDS.includes(value as Command)
}

function articleCount(): number {
  const at = process.argv.indexOf('--articles')
  const value = Number(at > 0 ? process.argv[at + 1] : Number.NaN)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error('generate needs --articles N (a whole number ≥ 1), e.g. --articles 1000000')
  }
  return value
}

function adminEmail(): string {
  const email = process.argv[3]
  if (!email)
    throw new Error('admin:create needs an e-mail address: npm run admin:create -- ola@example.no')
  return email
}

async function run(command: Command): Promise<void> {
  const articles = command === 'generate' ? articleCount() : undefined
  const email = command === 'admin:create' ? adminEmail() : undefined
  const config = loadConfig()
  const database = await openDatabase({ ...config, databaseReadUrl: undefined })
  try {
    await database.migrate()
    console.log(`Migrations applied (${database.kind}).`)
    if (email !== undefined) {
      const result = await createOrPromoteAdmin(
        database.db,
        email,
        process.env.ADMIN_PASSWORD || undefined,
      )
      if (result.kind === 'promoted') {
        console.log(`${result.user.email} is now an ADMIN; they sign in again to use it.`)
      } else if (result.generatedPassword) {
        console.log(`Created ADMIN ${result.user.email} with the password (shown once):`)
        console.log(result.generatedPassword)
      } else {
        console.log(`Created ADMIN ${result.user.email} with the password from ADMIN_PASSWORD.`)
      }
    }
    if (command === 'seed') {
      await loadCatalogue(database.db)
      console.log('Demo catalogue loaded:', await countCatalogue(database.db))
    }
    if (command === 'generate') {
      const started = Date.now()
      await loadCatalogue(
        database.db,
        { articles, buildIndexesAfterwards: true },
        ({ articles: done }) => {
          process.stdout.write(`\r${done.toLocaleString('en')} articles loaded`)
        },
      )
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`\nLoaded in ${seconds} s:`, await countCatalogue(database.db))
    }
  } finally {
    await database.close()
  }
}

const command = process.argv[2]
if (!isCommand(command)) {
  console.error(`Usage: cli.ts <${COMMANDS.join('|')}> [admin:create: <email>]`)
  process.exit(2)
}
try {
  await run(command)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
