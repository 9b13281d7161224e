/**
 * `npm run bench [-- options]`: every bench of the shop in one run, and one report —
 * `tests/bench/REPORT.md` (or `--out <file>`), dated, with the machine described and each
 * bench's figures and command, so a change that slows the shop shows in review.
 *
 * 1. bundle — the front page's JS and CSS (builds `dist/` when it is missing);
 * 2. per engine — PGlite, and PostgreSQL when DATABASE_URL is set — one scratch database
 *    loaded once (PostgreSQL `--articles`, default 1,000,000; PGlite `--pglite-articles`,
 *    default 200,000) and measured with the read cache on and then off by bench:catalogue
 *    (each call alone at 50 connections, and the filtered vehicle listing at 10) and
 *    bench:load: the closed-loop mix (`--connections`, `--seconds`), on PostgreSQL the open
 *    loop at `--rate` (default 300) req/s, and the knee on both (on PostgreSQL also with two
 *    instances, and with `--read-replica postgres://…` with catalogue reads on that replica,
 *    make-replica.sh);
 * 3. bench:lighthouse (report only), bench:offline and bench:journey (report only) on the built app;
 * 4. bench:search-quality (report only): the relevance set on the demo catalogue.
 *
 * Options: --articles N, --pglite-articles N, --seconds S (load; catalogue uses S/6, knee steps
 * S/3, at least 5), --connections C, --rate R, --read-replica URL,
 * --skip bundle,catalogue,load,open-loop,knee,lighthouse,offline,journey,search-quality,
 * --reuse bench_<n> (PostgreSQL, loaded before), --data-dir <dir> (PGlite, kept and reused),
 * --out <file>. The report states them.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { cpus, freemem, release, totalmem, type } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'

const option = (name: string) =>
  process.argv.includes(`--${name}`)
    ? process.argv[process.argv.indexOf(`--${name}`) + 1]
    : undefined
const ARTICLES = option('articles') ?? '1000000'
/** PGlite's size: the embedded database is measured where a shop on it would stand. */
const PGLITE_ARTICLES = option('pglite-articles') ?? '200000'
const SECONDS = option('seconds') ?? '60'
const CONNECTIONS = option('connections') ?? '200'
const RATE = option('rate') ?? '300'
const CATALOGUE_SECONDS = String(Math.max(5, Math.round(Number(SECONDS) / 6)))
const KNEE_SECONDS = String(Math.max(5, Math.round(Number(SECONDS) / 3)))
/** A streaming replica's server (tests/bench/make-replica.sh) for the knee with replica reads. */
const READ_REPLICA = option('read-replica')
const SKIP = new Set((option('skip') ?? '').split(',').filter(Boolean))
const OUT = resolve(option('out') ?? 'tests/bench/REPORT.md')
const WORK = resolve('.tmp/bench')

interface Section {
  title: string
  command: string
  output: string
  ok: boolean
}
const sections: Section[] = []

/** Runs one bench, echoing its output, and keeps what it printed for the report. */
function run(title: string, args: string[], env: Record<string, string | undefined> = {}): string {
  const command = `${Object.entries(env)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${name === 'DATABASE_URL' ? '<postgres>' : value} `)
    .join('')}${args.join(' ')}`
  console.log(`\n▶ ${title}: ${command}`)
  const result = spawnSync(args[0] as string, args.slice(1), {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    // Progress lines rewritten in place, and npm's chatter, are not figures.
    .split('\n')
    .map((line) => line.split('\r').at(-1) ?? '')
    .filter((line) => !/^npm warn|^> /.test(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
  process.stdout.write(`${output}\n`)
  sections.push({ title, command, output: output.trim(), ok: result.status === 0 })
  return output
}

function tryCommand(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  return result.status === 0 ? (result.stdout.trim().split('\n')[0] ?? '') : 'not found'
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const { rows } = await client.query('show server_version')
    return `PostgreSQL ${rows[0]?.server_version}`
  } catch {
    return 'unreachable'
  } finally {
    await client.end().catch(() => undefined)
  }
}

function machine(): string[] {
  const cpu = cpus()
  return [
    `- CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores`,
    `- RAM: ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at start)`,
    `- OS: ${type()} ${release()}`,
    `- Node ${process.version}; Chromium: ${tryCommand(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'])}`,
  ]
}

await mkdir(WORK, { recursive: true })
const started = new Date()
const tsx = ['node', '--import', 'tsx']
const databaseUrl = process.env.DATABASE_URL

if (!SKIP.has('bundle')) {
  if (!existsSync('dist/index.html')) run('build', ['npx', 'vite', 'build'])
  run('Front-page bundle (npm run bench:bundle)', ['node', 'tests/bench/bundle-size.mjs'])
}

const engines: {
  name: string
  env: Record<string, string | undefined>
  articles: string
  where: string[]
}[] = [
  {
    name: 'PGlite (embedded)',
    env: { DATABASE_URL: '' },
    articles: PGLITE_ARTICLES,
    where: ['--data-dir', option('data-dir') ?? join(WORK, 'pglite-scratch')],
  },
]
if (databaseUrl) {
  engines.push({
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl },
    articles: ARTICLES,
    where: option('reuse') ? ['--reuse', option('reuse') as string] : ['--keep'],
  })
}

/** Every measurement twice: with the server's read cache, and without it (the database's work). */
const CACHES = [
  { note: 'read cache on', args: [] },
  { note: 'read cache off', args: ['--read-cache-mb', '0'] },
]

for (const engine of engines) {
  let where = engine.where
  /** Runs a bench on this engine's scratch database, loading it at the first run. */
  const bench = (title: string, script: string, args: string[]) => {
    const output = run(
      `${title}, ${engine.name}`,
      [...tsx, script, '--articles', engine.articles, ...args, ...where],
      engine.env,
    )
    // The database loaded once is measured again by every later bench, not loaded twice.
    const kept = output.match(/--reuse (bench_\d+)/)?.[1]
    if (where[0] === '--keep' && kept) where = ['--reuse', kept]
    return output
  }
  for (const cache of CACHES) {
    if (!SKIP.has('catalogue')) {
      bench(
        `Catalogue calls, ${cache.note} (npm run bench:catalogue)`,
        'tests/bench/catalogue.ts',
        ['--seconds', CATALOGUE_SECONDS, ...cache.args],
      )
      bench(
        `A vehicle's filtered, sorted parts at 10 connections, ${cache.note} (npm run bench:catalogue)`,
        'tests/bench/catalogue.ts',
        [
          '--only',
          'filtered',
          '--connections',
          '10',
          '--seconds',
          CATALOGUE_SECONDS,
          ...cache.args,
        ],
      )
    }
    if (!SKIP.has('load')) {
      bench(`Mixed load, closed loop, ${cache.note} (npm run bench:load)`, 'tests/bench/load.ts', [
        '--seconds',
        SECONDS,
        '--connections',
        CONNECTIONS,
        ...cache.args,
      ])
    }
    if (!SKIP.has('open-loop') && engine.env.DATABASE_URL) {
      bench(
        `Mixed load at ${RATE} req/s, open loop, ${cache.note} (npm run bench:load)`,
        'tests/bench/load.ts',
        ['--rate', RATE, '--seconds', SECONDS, ...cache.args],
      )
    }
    if (!SKIP.has('knee')) {
      bench(`The knee, ${cache.note} (npm run bench:load)`, 'tests/bench/load.ts', [
        '--knee',
        '--seconds',
        KNEE_SECONDS,
        ...cache.args,
      ])
    }
    if (!SKIP.has('knee') && engine.env.DATABASE_URL) {
      bench(
        `The knee with two instances on the one database, ${cache.note} (npm run bench:load)`,
        'tests/bench/load.ts',
        ['--knee', '--seconds', KNEE_SECONDS, '--instances', '2', ...cache.args],
      )
    }
    if (!SKIP.has('knee') && READ_REPLICA && engine.env.DATABASE_URL) {
      bench(
        `The knee with a streaming replica for reads, ${cache.note} (npm run bench:load)`,
        'tests/bench/load.ts',
        ['--knee', '--seconds', KNEE_SECONDS, '--read-replica', READ_REPLICA, ...cache.args],
      )
    }
  }
  // A PostgreSQL scratch database made by this run is dropped at the end.
  const made = where[0] === '--reuse' && !option('reuse') ? where[1] : undefined
  if (made && databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`drop database if exists ${made} with (force)`)
    await client.end()
  }
}
if (!option('data-dir')) await rm(join(WORK, 'pglite-scratch'), { recursive: true, force: true })

if (!SKIP.has('lighthouse')) {
  run('Lighthouse, mobile (npm run bench:lighthouse)', [
    'node',
    'tests/bench/lighthouse.mjs',
    '--report-only',
  ])
}
if (!SKIP.has('offline')) {
  run('Repeat visit offline (npm run bench:offline)', ['node', 'tests/bench/offline.mjs'])
}
if (!SKIP.has('journey')) {
  run('Plate to front brake pads on a phone (npm run bench:journey)', [
    'node',
    'tests/bench/journey.mjs',
    '--report-only',
  ])
}
if (!SKIP.has('search-quality')) {
  run('Search quality (npm run bench:search-quality)', [
    'node',
    'tests/bench/search-quality.mjs',
    '--report-only',
  ])
}

const revision = tryCommand('git', ['rev-parse', '--short', 'HEAD'])
const report = [
  '# Bench report',
  '',
  `Written by \`npm run bench\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${revision}, in ${Math.round((Date.now() - started.getTime()) / 60_000)} min.`,
  `Parameters: PostgreSQL ${Number(ARTICLES).toLocaleString('en')} articles, PGlite ${Number(PGLITE_ARTICLES).toLocaleString('en')}; catalogue calls ${CATALOGUE_SECONDS} s each (50 connections, the filtered listing also 10); closed-loop mixed load ${CONNECTIONS} connections for ${SECONDS} s; open loop ${RATE} req/s for ${SECONDS} s (PostgreSQL); knee steps ${KNEE_SECONDS} s${READ_REPLICA ? '; knee with a read replica' : ''}. Every figure with the read cache on and off.`,
  '',
  '## Machine',
  '',
  ...machine(),
  `- Database: PGlite (in the server process)${databaseUrl ? `; ${await postgresVersion(databaseUrl)} on the same machine` : ''}`,
  '- Everything (load generator, server, database, browser) shares these cores: figures move ±20 % between runs.',
  '',
  ...sections.flatMap((section) => [
    `## ${section.title}`,
    '',
    `\`${section.command}\`${section.ok ? '' : ' — **exited with an error**'}`,
    '',
    section.output.includes('| ---') ? section.output : ['```', section.output, '```'].join('\n'),
    '',
  ]),
].join('\n')
// Paths in the benches' output are written relative to the checkout, not this machine's.
await writeFile(
  OUT,
  report.replaceAll(`file://${process.cwd()}/`, '').replaceAll(`${process.cwd()}/`, ''),
)
console.log(`\nreport written to ${OUT}`)
// The report is the point: a bench that failed is marked in it, and the exit code says so.
process.exit(sections.every((section) => section.ok) ? 0 : 1)
