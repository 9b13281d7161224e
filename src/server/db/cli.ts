/**
 * Database commands outside the server (package.json scripts):
 *   migrate  apply pending migrations          (`npm run db:migrate`)
 *   seed     migrate, then load the generated demo catalogue; idempotent (`npm run db:seed`)
 *   generate --articles N
 *            migrate, then load a catalogue of N generated articles, for benchmarks; use an
 *            empty scratch database (`npm run catalogue:generate -- --articles 1000000`)
 * Uses the same settings as the server (DATA_DIR or DATABASE_URL). On the embedded database
 * it takes the same folder lock, so it refuses to run beside a server using that folder.
 */
import { loadConfig } from '../config'
import { openDatabase } from './database'
import { countCatalogue } from './repositories/catalogue-repository'
import { loadCatalogue } from './seed/load-catalogue'

const COMMANDS = ['migrate', 'seed', 'generate'] as const
type Command = (typeof COMMANDS)[number]

function isCommand(value: string | undefined): value is Command {
  return COMMANDS.includes(value as Command)
}

/** `--articles N` from the command line, for `generate`. */
function articleCount(): number {
  const at = process.argv.indexOf('--articles')
  const value = Number(at > 0 ? process.argv[at + 1] : Number.NaN)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error('generate needs --articles N (a whole number ≥ 1), e.g. --articles 1000000')
  }
  return value
}

async function run(command: Command): Promise<void> {
  const articles = command === 'generate' ? articleCount() : undefined
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    await database.migrate()
    console.log(`Migrations applied (${database.kind}).`)
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
  console.error(`Usage: cli.ts <${COMMANDS.join('|')}>`)
  process.exit(2)
}
try {
  await run(command)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
