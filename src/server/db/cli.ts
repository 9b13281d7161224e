/**
 * Database commands outside the server (package.json scripts):
 *   migrate  apply pending migrations          (`npm run db:migrate`)
 *   seed     migrate, then load the generated demo catalogue; idempotent (`npm run db:seed`)
 * Uses the same settings as the server (DATA_DIR or DATABASE_URL). On the embedded database
 * it takes the same folder lock, so it refuses to run beside a server using that folder.
 */
import { loadConfig } from '../config'
import { openDatabase } from './database'
import { countCatalogue } from './repositories/catalogue-repository'
import { loadCatalogue } from './seed/load-catalogue'

const COMMANDS = ['migrate', 'seed'] as const
type Command = (typeof COMMANDS)[number]

function isCommand(value: string | undefined): value is Command {
  return COMMANDS.includes(value as Command)
}

async function run(command: Command): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    await database.migrate()
    console.log(`Migrations applied (${database.kind}).`)
    if (command === 'seed') {
      await loadCatalogue(database.db)
      console.log('Demo catalogue loaded:', await countCatalogue(database.db))
    }
  } finally {
    await database.close()
  }
}

const command = process.argv[2]
if (!isCommand(command)) {
  console.error(`Usage: cli.ts <${COMMANDS.join('|')}>`)
  process.exit(2)
}
try {
  await run(command)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
