/**
 * `npm run bench:load [-- --articles N --seconds S --connections C --warmup W --read-cache-mb M]`:
 * the shop under a realistic mixed load. N generated articles (default 1,000,000) in a
 * scratch database — PGlite, or PostgreSQL when DATABASE_URL is set (`--reuse bench_<n>` /
 * `--data-dir <dir>` measure a database loaded before, see scratch-db.ts) — the real server
 * in its own process, and C connections (default 200) on loopback for S seconds (default 60),
 * shared by the calls of a workshop day, each driven by its own autocannon instance at the
 * same time, drawn from thousands of articles, vehicles, OE numbers, sorts and pages, the
 * popular ones more often (`--read-cache-mb 0` turns the server's read cache off):
 *   plate lookup · parts for a vehicle · product page · search (part number and words) ·
 *   cart update · order creation · sign-in
 * Printed per call: requests, req/s, p50/p99 latency, errors (non-2xx and socket errors); the
 * server's memory (RSS) before and after; and a bare Fastify hello-world at C connections for
 * scale. Targets: no errors; catalogue reads p99 ≤ 50 ms on PostgreSQL — shown PASS/FAIL,
 * exit code 1 only when a call had errors. `--json <file>` writes the figures as JSON.
 *
 * Open loop (`--rate R`, and `--knee`): the same mix but sign-in arrives at R requests/s in
 * all (open-loop.ts: latency from the time each was due), next to hello-world at the same
 * rate; sign-in (argon2id, slow by design) is measured apart at SIGN_IN_RATE. Targets: reads
 * p99 ≤ 100 ms, cart and order writes p99 ≤ 250 ms, no errors. `--knee` steps the rate up
 * (`--seconds` each) and prints the highest at which every target held.
 *
 * `--instances N` (open loop, PostgreSQL): N server processes on the one database take the
 * requests in turn, as instances behind a load balancer would.
 *
 * `--read-replica postgres://…@host:port`: the server reads the catalogue from a streaming
 * replica of DATABASE_URL's server (DATABASE_READ_URL, the same database there); the run waits
 * until the replica has replayed the load. One on this machine: tests/bench/make-replica.sh.
 */
import { randomUUID } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { LISTING_SORTS } from '../../src/domain/listing'
import { PAYLOAD_VERSION, PAYLOAD_VERSION_HEADER } from '../../src/domain/payload-version'
import { orderBody } from '../support/orders'
import { type Outcome, openLoop, quantile } from './open-loop'
import {
  freePort,
  type ServerProcess,
  startServer,
  waitUntilHealthy,
} from '../support/server-process'
import {
  loadAndSample,
  pick,
  popular,
  type Samples,
  scratchDatabase,
  startHelloWorld,
} from './scratch-db'

const option = (name: string) =>
  process.argv.includes(`--${name}`)
    ? process.argv[process.argv.indexOf(`--${name}`) + 1]
    : undefined
const whole = (name: string, fallback: number) => {
  const value = Number(option(name) ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`)
  return value
}
const ARTICLES = whole('articles', 1_000_000)
const SECONDS = whole('seconds', 60)
const CONNECTIONS = whole('connections', 200)
const WARMUP = whole('warmup', 5)
const RATE = option('rate') === undefined ? undefined : whole('rate', 300)
const KNEE = process.argv.includes('--knee')
/** The server's READ_CACHE_MB: `--read-cache-mb 0` measures without the read cache. */
const READ_CACHE_MB = option('read-cache-mb')
const cacheNote = () =>
  READ_CACHE_MB === '0' ? 'read cache off' : `read cache ${READ_CACHE_MB ?? 'default'} MB`
/** A streaming replica's server (`--read-replica`), for the catalogue reads. */
const READ_REPLICA = option('read-replica')
/** Server processes on the one database (`--instances`, open loop only), taking turns. */
const INSTANCES = whole('instances', 1)
/** Pause between looks at how far the replica has replayed, ms. */
const REPLAY_POLL_MS = 500
/** Rates `--knee` tries, requests/s, until a target fails. */
const KNEE_RATES = [50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500]
/** Sign-ins per second in the open-loop run, apart from the mix. */
const SIGN_IN_RATE = 5
const PASSWORD = 'blåbær og brunost'
const json = { 'content-type': 'application/json' }

interface Call {
  name: string
  /** Share of the connections. */
  share: number
  /** A catalogue read: held to the 50 ms p99 target on PostgreSQL. */
  read: boolean
  next: () => {
    method: 'GET' | 'POST'
    path: string
    headers?: Record<string, string>
    body?: string
  }
}

/** Most shoppers take the first page in the shop's order; some sort, a few turn pages. */
const listingChoice = () => {
  const sort = Math.random() < 0.7 ? 'default' : pick(LISTING_SORTS)
  const page = popular([1, 2, 3, 4, 5])
  return `sort=${sort}&page=${page}`
}
const q = encodeURIComponent

async function rssKb(pid: number | undefined): Promise<number> {
  if (!pid) return 0
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
}

/** Accounts, carts and a stock to buy from, made through the API before the run. */
async function prepare(baseUrl: string, samples: Samples) {
  const accounts: string[] = []
  for (let i = 0; i < 40; i++) {
    const email = `last-${i}-${randomUUID().slice(0, 6)}@example.no`
    const response = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    if (response.status !== 201) throw new Error(`sign-up: ${response.status}`)
    accounts.push(email)
  }
  const carts: string[] = []
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${baseUrl}/api/cart/create-cart?lang=no`, {
      method: 'POST',
      headers: {
        ...json,
        'idempotency-key': randomUUID(),
        [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
      },
      body: JSON.stringify({ newState: { items: [] } }),
    })
    if (response.status !== 201)
      throw new Error(`cart: ${response.status} ${await response.text()}`)
    carts.push(((await response.json()) as { cartId: string }).cartId)
  }
  if (samples.inStock.length === 0) throw new Error('nothing in stock to order')
  return { accounts, carts }
}

function callsFor(samples: Samples, prepared: { accounts: string[]; carts: string[] }): Call[] {
  const words = ['bremseskive', 'oljefilter', 'brake pad', 'tennplugg', 'bosch']
  return [
    {
      name: 'plate lookup',
      share: 0.1,
      read: true,
      next: () => ({
        method: 'GET',
        path: `/api/tecdoc/search-by-registration-number?lang=no&registrationNumber=${q(popular(samples.plates))}`,
      }),
    },
    {
      name: 'parts for a vehicle',
      share: 0.2,
      read: true,
      next: () => ({
        method: 'GET',
        path: `/api/tecdoc/get-products-by-target-ids?engine=${popular(samples.carIds)}&${listingChoice()}`,
      }),
    },
    {
      name: 'product page',
      share: 0.25,
      read: true,
      next: () => ({
        method: 'GET',
        path: `/api/tecdoc/get-product-by-article-number?articleNumber=${q(popular(samples.articleNumbers))}`,
      }),
    },
    {
      name: 'search (part number or words)',
      share: 0.15,
      read: true,
      next: () => ({
        method: 'GET',
        path: `/api/tecdoc/search?search=${q(Math.random() < 0.7 ? popular(samples.oeNumbers) : pick(words))}`,
      }),
    },
    {
      name: 'cart update',
      share: 0.15,
      read: false,
      next: () => ({
        method: 'POST',
        path: '/api/cart/update-cart?lang=no',
        headers: {
          ...json,
          'idempotency-key': randomUUID(),
          [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
        },
        body: JSON.stringify({
          cartId: pick(prepared.carts),
          newState: {
            items: [
              {
                articleId: pick(samples.inStock).articleId,
                quantity: 1 + Math.floor(Math.random() * 4),
                options: [],
              },
            ],
          },
        }),
      }),
    },
    {
      name: 'order creation',
      share: 0.075,
      read: false,
      next: () => ({
        method: 'POST',
        path: '/api/order/create-order?lang=no',
        headers: {
          ...json,
          'idempotency-key': randomUUID(),
          [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
        },
        body: JSON.stringify(orderBody(pick(samples.inStock), 'last@example.no')),
      }),
    },
    {
      name: 'sign-in',
      share: 0.075,
      read: false,
      next: () => ({
        method: 'POST',
        path: '/api/auth/login',
        headers: json,
        body: JSON.stringify({ email: pick(prepared.accounts), password: PASSWORD }),
      }),
    },
  ]
}

interface Row {
  call: string
  connections: number
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  target?: string
}

function drive(url: string, connections: number, duration: number, call?: Call) {
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      call
        ? { setupRequest: (request) => ({ ...request, ...call.next() }) }
        : { method: 'GET', path: '/' },
    ],
  })
}

function rowOf(name: string, connections: number, result: autocannon.Result): Row {
  return {
    call: name,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  }
}

function markdown(rows: Row[]): string {
  const lines = [
    '| call | connections | requests | req/s | p50 ms | p99 ms | errors | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.call} | ${row.connections} | ${row.requests.toLocaleString('en')} | ${row.rps.toLocaleString('en')} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.target ?? ''} |`,
    ),
  ]
  return lines.join('\n')
}

/** A call's p99 target in the open loop: reads 100 ms, writes 250 ms; none for sign-in. */
const openLoopTarget = (call: Call) => (call.read ? 100 : call.name === 'sign-in' ? undefined : 250)

interface OpenRow {
  call: string
  rate: number
  answered: number
  p50: number
  p99: number
  errors: number
  target: string
  ok: boolean
}

function openRows(calls: Call[], outcomes: Map<string, Outcome>, rate: number): OpenRow[] {
  return calls.map((call) => {
    const outcome = outcomes.get(call.name) ?? { latencies: [], errors: 0 }
    const p99 = quantile(outcome.latencies, 0.99)
    const limit = openLoopTarget(call)
    const ok = outcome.errors === 0 && outcome.latencies.length > 0 && (!limit || p99 <= limit)
    const target = `${limit ? `p99 ≤ ${limit} ms, ` : ''}no errors: ${ok ? 'PASS' : 'FAIL'}`
    const share = call.share * rate
    return {
      call: call.name,
      rate: Math.round(share * 10) / 10,
      answered: outcome.latencies.length,
      p50: quantile(outcome.latencies, 0.5),
      p99,
      errors: outcome.errors,
      target,
      ok,
    }
  })
}

function openMarkdown(rows: OpenRow[]): string {
  return [
    '| call | req/s | answered | p50 ms | p99 ms | errors | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.call} | ${row.rate} | ${row.answered.toLocaleString('en')} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.target} |`,
    ),
  ].join('\n')
}

/** The mix without sign-in, its shares made whole again, at `rate` for `seconds`. */
async function mixAt(baseUrl: string[], calls: Call[], rate: number, seconds: number) {
  const mix = calls.filter((call) => call.name !== 'sign-in')
  const sum = mix.reduce((total, call) => total + call.share, 0)
  const weighted = mix.map((call) => ({ ...call, share: call.share / sum }))
  const outcomes = await openLoop({
    baseUrl,
    rate,
    seconds,
    next: () => {
      const draw = Math.random()
      let below = 0
      const call =
        weighted.find((candidate) => {
          below += candidate.share
          return draw < below
        }) ?? weighted.at(-1)
      if (!call) throw new Error('no calls')
      return { kind: call.name, request: call.next() }
    },
  })
  return { rows: openRows(weighted, outcomes, rate), weighted }
}

async function helloAt(url: string, rate: number, seconds: number) {
  const outcomes = await openLoop({
    baseUrl: url,
    rate,
    seconds,
    next: () => ({ kind: 'hello', request: { method: 'GET', path: '/' } }),
  })
  const hello = outcomes.get('hello') ?? { latencies: [], errors: 0 }
  return `bare Fastify hello-world at ${rate} req/s: p50 ${quantile(hello.latencies, 0.5)} ms, p99 ${quantile(hello.latencies, 0.99)} ms, errors ${hello.errors}`
}

/** The open-loop run (`--rate`) or the knee (`--knee`); true when every target held. */
async function openLoopRun(
  baseUrl: string[],
  helloUrl: string,
  calls: Call[],
  engine: string,
  samples: Samples,
): Promise<boolean> {
  const head = `${samples.articles.toLocaleString('en')} articles, ${engine}, ${cacheNote()}, open loop`
  await mixAt(baseUrl, calls, RATE ?? KNEE_RATES[0] ?? 50, WARMUP)
  const report: string[] = []
  let held = true
  if (KNEE) {
    let knee: number | undefined
    for (const rate of KNEE_RATES) {
      const { rows } = await mixAt(baseUrl, calls, rate, SECONDS)
      const ok = rows.every((row) => row.ok)
      console.log(
        `\n${head} at ${rate} req/s for ${SECONDS} s: ${ok ? 'every target held' : 'a target failed'}`,
      )
      console.log(openMarkdown(rows))
      report.push(`### ${rate} req/s\n\n${openMarkdown(rows)}`)
      if (!ok) break
      knee = rate
    }
    const line = knee
      ? `knee: ${knee} req/s (the highest rate tried at which every target held); ${await helloAt(helloUrl, knee, SECONDS)}`
      : `knee: below ${KNEE_RATES[0]} req/s`
    console.log(`\n${line}`)
    report.push(line)
  } else {
    const rate = RATE ?? 300
    const { rows } = await mixAt(baseUrl, calls, rate, SECONDS)
    held = rows.every((row) => row.ok)
    const signIn = calls.find((call) => call.name === 'sign-in')
    const apart = signIn
      ? openRows(
          [{ ...signIn, share: 1 }],
          await openLoop({
            baseUrl,
            rate: SIGN_IN_RATE,
            seconds: SECONDS,
            next: () => ({ kind: 'sign-in', request: signIn.next() }),
          }),
          SIGN_IN_RATE,
        )
      : []
    const hello = await helloAt(helloUrl, rate, SECONDS)
    console.log(
      `\n${head} at ${rate} req/s for ${SECONDS} s (sign-in apart at ${SIGN_IN_RATE}/s)\n`,
    )
    console.log(openMarkdown([...rows, ...apart]))
    console.log(`\n${hello}`)
    report.push(openMarkdown([...rows, ...apart]), hello)
  }
  const jsonFile = option('json')
  if (jsonFile)
    await writeFile(
      jsonFile,
      JSON.stringify(
        { engine, mode: KNEE ? 'knee' : 'rate', markdown: report.join('\n\n') },
        null,
        2,
      ),
    )
  return held
}

/** The bench database on the replica's server, once the replica has replayed all there is. */
async function replicaOf(databaseUrl: string, replicaServer: string): Promise<string> {
  const url = new URL(replicaServer)
  url.pathname = new URL(databaseUrl).pathname
  const primary = new pg.Client({ connectionString: databaseUrl })
  await primary.connect()
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
  await primary.end()
  for (;;) {
    const replica = new pg.Client({ connectionString: url.toString() })
    const replayed = await replica
      .connect()
      .then(() =>
        replica.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [rows[0]?.lsn]),
      )
      .then((answer) => answer.rows[0]?.ok === true)
      .catch(() => false)
      .finally(() => replica.end().catch(() => {}))
    if (replayed) return url.toString()
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS))
  }
}

const scratch = await scratchDatabase({
  articles: ARTICLES,
  keep: process.argv.includes('--keep'),
  reuse: option('reuse'),
  dataDir: option('data-dir'),
})
if (READ_REPLICA && !scratch.databaseUrl) throw new Error('--read-replica needs DATABASE_URL')
if (INSTANCES > 1 && !scratch.databaseUrl) throw new Error('--instances needs DATABASE_URL')
if (INSTANCES > 1 && RATE === undefined && !KNEE)
  throw new Error('--instances needs --rate or --knee')
const engine = [
  scratch.engine,
  READ_REPLICA && 'with a read replica',
  INSTANCES > 1 && `${INSTANCES} instances`,
]
  .filter(Boolean)
  .join(', ')
let failed = false
try {
  const samples = await loadAndSample(scratch, ARTICLES)
  const hello = await startHelloWorld()
  const readUrl =
    READ_REPLICA && scratch.databaseUrl && (await replicaOf(scratch.databaseUrl, READ_REPLICA))
  const servers: ServerProcess[] = []
  for (let i = 0; i < INSTANCES; i++) {
    servers.push(
      startServer(scratch.dataDir, await freePort(), {
        ...(scratch.databaseUrl && { DATABASE_URL: scratch.databaseUrl }),
        ...(readUrl && { DATABASE_READ_URL: readUrl }),
        ...(READ_CACHE_MB !== undefined && { READ_CACHE_MB }),
        LOG_LEVEL: 'error',
      }),
    )
  }
  const [server] = servers as [ServerProcess]
  try {
    await Promise.all(servers.map((each) => waitUntilHealthy(each, 300_000)))
    const prepared = await prepare(server.baseUrl, samples)
    const calls = callsFor(samples, prepared)
    if (RATE !== undefined || KNEE) {
      const urls = servers.map((each) => each.baseUrl)
      failed = !(await openLoopRun(urls, hello.url, calls, engine, samples))
    } else {
      const share = (call: Call) => Math.max(1, Math.round(call.share * CONNECTIONS))

      const helloResult = await drive(hello.url, CONNECTIONS, SECONDS)
      // Warm-up (JIT, pools, caches), figures dropped.
      await Promise.all(calls.map((call) => drive(server.baseUrl, share(call), WARMUP, call)))
      const rssBefore = await rssKb(server.child.pid)
      const results = await Promise.all(
        calls.map((call) => drive(server.baseUrl, share(call), SECONDS, call)),
      )
      const rssAfter = await rssKb(server.child.pid)

      const rows = [
        rowOf('bare Fastify hello-world (alone)', CONNECTIONS, helloResult),
        ...calls.map((call, i) => {
          const row = rowOf(call.name, share(call), results[i] as autocannon.Result)
          const targets = [
            row.requests === 0
              ? 'no answer in time: FAIL'
              : row.errors === 0
                ? 'no errors: PASS'
                : 'no errors: FAIL',
          ]
          if (call.read && scratch.engine === 'PostgreSQL') {
            targets.push(`p99 ≤ 50 ms: ${row.p99 <= 50 ? 'PASS' : 'FAIL'}`)
          }
          row.target = targets.join(', ')
          if (row.errors > 0 || row.requests === 0) failed = true
          return row
        }),
      ]
      const total = results.reduce((sum, result) => sum + result.requests.total, 0)
      const summary = {
        engine,
        articles: samples.articles,
        connections: CONNECTIONS,
        seconds: SECONDS,
        totalRequests: total,
        totalRps: Math.round(total / SECONDS),
        rssBeforeMb: Math.round(rssBefore / 1024),
        rssAfterMb: Math.round(rssAfter / 1024),
        rows,
      }
      console.log(
        `\n${samples.articles.toLocaleString('en')} articles, ${engine}, ${cacheNote()}, ${CONNECTIONS} connections for ${SECONDS} s (the calls at once)\n`,
      )
      console.log(markdown(rows))
      console.log(
        `\nall calls: ${total.toLocaleString('en')} requests, ${summary.totalRps.toLocaleString('en')} req/s; server memory (RSS) ${summary.rssBeforeMb} MB before, ${summary.rssAfterMb} MB after`,
      )
      const jsonFile = option('json')
      if (jsonFile)
        await writeFile(jsonFile, JSON.stringify({ ...summary, markdown: markdown(rows) }, null, 2))
    }
  } finally {
    for (const each of servers) each.child.kill('SIGTERM')
    await Promise.all(servers.map((each) => each.exited))
    await hello.close()
  }
} finally {
  await scratch.drop()
}
process.exit(failed ? 1 : 0)
