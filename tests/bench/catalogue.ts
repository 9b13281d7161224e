/**
 * `npm run bench:catalogue [-- --articles N --seconds S --connections C --only <call name part> --read-cache-mb M]`: the catalogue's speed at scale.
 * 1. loads N generated articles (default 1,000,000, with proportional fitment links) into a
 *    scratch database — a temp PGlite folder, or a new database on DATABASE_URL's server;
 * 2. starts the real server on it (a separate process) and a bare Fastify hello-world;
 * 3. drives each call with autocannon, --connections (default 50) on loopback, each request
 *    drawn from thousands of samples, the popular ones more often (as load.ts), and prints requests/s,
 *    p50 and p99 latency and errors per call, next to the hello-world.
 * Targets (issue 4): number lookups p99 ≤ 10 ms, listings p99 ≤ 50 ms. Loopback only; every
 * run is bounded by --seconds per call, after a warm-up of --warmup seconds (default 2) whose
 * figures are dropped (JIT, connection pool, caches).
 * On PostgreSQL, `--keep` leaves the scratch database in place and prints its name, and
 * `--reuse <name>` measures that database again without loading; on PGlite, `--data-dir <dir>`
 * keeps the data folder, and measures it again without loading when it is already loaded.
 * `--json <file>` also writes the figures as JSON (for `npm run bench`'s report).
 */
import { writeFile } from 'node:fs/promises'
import autocannon from 'autocannon'
import { freePort, startServer, waitUntilHealthy } from '../support/server-process'
import { LISTING_SORTS } from '../../src/domain/listing'
import { loadAndSample, popular, scratchDatabase, startHelloWorld } from './scratch-db'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`)
  return value
}
const ARTICLES = arg('articles', 1_000_000)
const SECONDS = arg('seconds', 10)
const WARMUP = arg('warmup', 2)
const CONNECTIONS = arg('connections', 50)
const option = (name: string) =>
  process.argv.includes(`--${name}`)
    ? process.argv[process.argv.indexOf(`--${name}`) + 1]
    : undefined
const KEEP = process.argv.includes('--keep')
/** The server's READ_CACHE_MB: `--read-cache-mb 0` measures the database, not the cache. */
const READ_CACHE_MB = option('read-cache-mb')
/** Every sort a shopper can choose (the shop's own order needs no sort index). */
const SORTS = LISTING_SORTS.filter((sort) => sort !== 'default')
const REUSE = option('reuse')
/** `--only text`: run only the calls whose name contains `text`. */
const ONLY = option('only') ?? ''

/**
 * Requests still queued from a call (autocannon stops waiting, the server does not) would slow
 * the next call: wait until health answers fast three times in a row (at most two minutes).
 */
async function waitUntilQuiet(baseUrl: string) {
  const deadline = Date.now() + 120_000
  let fast = 0
  while (fast < 3 && Date.now() < deadline) {
    const started = performance.now()
    await fetch(`${baseUrl}/api/health`).catch(() => undefined)
    fast = performance.now() - started < 50 ? fast + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function drive(baseUrl: string, paths: string[]) {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration,
      requests: [{ setupRequest: (request) => ({ ...request, path: popular(paths) }) }],
    })
  await run(WARMUP)
  await waitUntilQuiet(baseUrl)
  const result = await run(SECONDS)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  }
}

const q = encodeURIComponent
const scratch = await scratchDatabase({
  articles: ARTICLES,
  keep: KEEP,
  reuse: REUSE,
  dataDir: option('data-dir'),
})
try {
  const samples = await loadAndSample(scratch, ARTICLES)
  const calls: Record<string, string[]> = {
    'article-number lookup': samples.articleNumbers.map(
      (n) => `/api/tecdoc/get-product-by-article-number?articleNumber=${q(n)}`,
    ),
    'OE-number search': samples.oeNumbers.map((n) => `/api/tecdoc/search?search=${q(n)}`),
    // As typed in a shop: a name, English, a typo, a synonym, part + car, brand + number.
    'free-text search': [
      'bremseskive',
      'oljefilter',
      'brake pad',
      'tennplugg',
      'bosch',
      'bremsekloser',
      'vindusvisker',
      'oljefilter golf',
      'mann hu 6781',
    ].map((s) => `/api/tecdoc/search?search=${q(s)}`),
    'parts for a variant': samples.carIds.map(
      (id) => `/api/tecdoc/get-products-by-target-ids?engine=${id}`,
    ),
    // Every vehicle with every sort, so the figure holds for every sort's index.
    'parts for a variant, filtered and sorted': samples.carIds.flatMap((id) =>
      SORTS.map(
        (sort) =>
          `/api/tecdoc/get-products-by-target-ids?engine=${id}&category=bremser&filter_stock=in-stock&sort=${sort}&facets=1`,
      ),
    ),
    suggestions: ['bre', 'olj', '0 986', 'W 7', 'lyk', 'bremsek', 'vindusv', 'oljefilter g'].map(
      (s) => `/api/tecdoc/suggestions?search=${q(s)}`,
    ),
  }

  const hello = await startHelloWorld()

  const port = await freePort()
  const server = startServer(scratch.dataDir, port, {
    ...(scratch.databaseUrl && { DATABASE_URL: scratch.databaseUrl }),
    ...(READ_CACHE_MB !== undefined && { READ_CACHE_MB }),
  })
  try {
    await waitUntilHealthy(server, 300_000)
    const rows: Record<string, unknown>[] = []
    rows.push({
      call: 'bare Fastify hello-world',
      ...(await drive(hello.url, ['/'])),
    })
    for (const [call, paths] of Object.entries(calls).filter(([name]) => name.includes(ONLY))) {
      rows.push({ call, ...(await drive(server.baseUrl, paths)) })
      await waitUntilQuiet(server.baseUrl)
    }
    console.log(
      `\n${samples.articles.toLocaleString('en')} articles, ${scratch.engine}, ${CONNECTIONS} connections, ${SECONDS} s per call, read cache ${READ_CACHE_MB === '0' ? 'off' : 'on'} (latency ms)`,
    )
    console.table(rows)
    const jsonFile = option('json')
    if (jsonFile) {
      await writeFile(
        jsonFile,
        JSON.stringify(
          {
            engine: scratch.engine,
            articles: samples.articles,
            connections: CONNECTIONS,
            seconds: SECONDS,
            readCache: READ_CACHE_MB !== '0',
            rows,
          },
          null,
          2,
        ),
      )
    }
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    await hello.close()
  }
} finally {
  await scratch.drop()
}
