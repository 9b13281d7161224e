#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse 12 mobile (the default config: a mid-range phone,
 * simulated slow 4G and 4× CPU slowdown) on the front page, a category page and a product
 * page of the built app served by the real server with the demo catalogue. Each page is
 * measured 3 times in a fresh headless Chromium (cold cache, no service worker); the medians
 * are printed and checked against issue 6's bar: performance ≥ 95, accessibility 100.
 *
 *   node tests/bench/lighthouse.mjs [--no-build] [--report-only] [--floor] [--dist dir] [--port n] [--runs n]
 *
 * --no-build     use the build in --dist as it is (by default it is built when index.html is missing)
 * --report-only  print the figures, never fail
 * --floor        measure, instead of the app's pages, pages with less and less of the app (see
 *                floorPages): what this machine's Lighthouse gives before the app does anything
 * --dist         the build the server serves (default dist)
 * --port         the server's port (default 4170; a fresh database under .tmp/lighthouse/)
 * --runs         runs per page (default 3)
 *
 * The reports of the last run of each page are written to .tmp/lighthouse/<page>.report.{json,html}.
 * Exit code 1 when a median is under the bar (or the server or a run fails).
 */
import { writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { tsImport } from 'tsx/esm/api'
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' }
import { traceCpu } from './trace-cpu.mjs'
import { buildIfMissing, root, startBenchServer } from './bench-server.mjs'

const BAR = { performance: 95, accessibility: 100 }
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags]
const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4170' },
    runs: { type: 'string', default: '3' },
  },
})
const dist = options.dist
const port = Number(options.port)
const runs = Math.max(1, Number(options.runs) || 3)
const outDir = join(root, '.tmp', 'lighthouse')
const origin = `http://127.0.0.1:${port}`

async function getJson(path) {
  const response = await fetch(`${origin}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return response.json()
}

/** The pages to measure: `/`, the first category of the tree, the first listed product. */
async function pages() {
  const { productSlug } = await tsImport('../../src/domain/product-slug.ts', import.meta.url)
  const tree = await getJson('/api/category/list/sidebaritems?lang=no')
  const category = tree.data.array[0]
  if (!category) throw new Error('the demo catalogue has no categories')
  const listing = await getJson('/api/tecdoc/get-products?perPage=1&lang=no')
  const article = listing.articles[0]
  if (!article) throw new Error('the demo catalogue has no articles')
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/catalog/${category.slug}` },
    { name: 'product', path: `/products/${productSlug(article)}` },
  ]
}

/** A page of a heading and a paragraph: no stylesheet, no script, no image. */
const MINIMAL_PAGE =
  '<!doctype html><html lang="nb"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Delelager</title>' +
  '</head><body><h1>Reservedeler til kjøretøyet ditt</h1><p>Finn riktig del på ' +
  'registreringsnummer, bilmodell eller varenummer.</p></body></html>'

/**
 * `--floor`: the front page with less and less of the app, served by a small proxy in front of
 * the bench's server (same machine, same files, same headers for everything else):
 * - `minimal`: MINIMAL_PAGE;
 * - `server-html`: the server's HTML of `/` with its stylesheet and image, its scripts removed
 *   (what a shopper sees before the app runs, and all of it that Lighthouse would measure if
 *   the app did nothing);
 * - `framework`: that page evaluating the framework file alone (React, React DOM, TanStack
 *   Router and Query: the part of the front page's JS every React page of this design has),
 *   nothing rendered, nothing fetched.
 * The app's own pages are measured against these.
 */
async function startFloorPages(proxyPort) {
  const front = await (await fetch(`${origin}/`)).text()
  const framework = /\/assets\/framework-[\w-]+\.js/.exec(front)?.[0]
  if (!framework) throw new Error('the front page links no framework file')
  const withoutScripts = front
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
  const pages = new Map([
    ['/floor/minimal', MINIMAL_PAGE],
    ['/floor/server-html', withoutScripts],
    [
      '/floor/framework',
      withoutScripts.replace(
        '</head>',
        `<script type="module" crossorigin src="${framework}"></script></head>`,
      ),
    ],
  ])
  const proxy = createServer((req, res) => {
    const page = pages.get(req.url ?? '')
    if (page !== undefined) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end(page)
      return
    }
    const upstream = request(
      `${origin}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise((listening) => proxy.listen(proxyPort, '127.0.0.1', listening))
  return {
    origin: `http://127.0.0.1:${proxyPort}`,
    targets: [...pages.keys()].map((path) => ({ name: `floor-${path.split('/').pop()}`, path })),
    stop: () => proxy.close(),
  }
}

/** Attempts per run: Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, …). */
const ATTEMPTS = 3

/** Stops the bench's server (set once it runs). */
let stopServer = () => {}

/** One Lighthouse run, tried again when Lighthouse itself fails to record the page load. */
async function measure(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url)
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
      console.warn(`  (${error instanceof Error ? error.message : error}; trying again)`)
    }
  }
}

/** One Lighthouse run in a fresh browser: a cold load, as a first-time visitor. */
async function measureOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    return result
  } finally {
    await chrome.kill()
  }
}

/** JS bytes over the wire (compressed), from the resource summary or the request list. */
function scriptBytes(lhr) {
  const summary = lhr.audits['resource-summary']?.details?.items
  const row = summary?.find((item) => item.resourceType === 'script')
  if (row) return row.transferSize
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0)
}

function figures(lhr, artifacts) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const cpu = traceCpu(artifacts?.Trace ?? artifacts?.traces?.defaultPass)
  return {
    longTasks: cpu?.longTasks ?? Number.NaN,
    longWall: cpu?.longWallMs ?? Number.NaN,
    longCpu: cpu?.longCpuMs ?? Number.NaN,
    compositorCpu: cpu?.compositorCpuMs ?? Number.NaN,
    browserCpu: cpu?.browserCpuMs ?? Number.NaN,
    span: cpu?.spanMs ?? Number.NaN,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    tti: metric('interactive'),
    js: scriptBytes(lhr),
  }
}

function median(values) {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Audits that cost points in a run: failed accessibility checks, slow metrics, opportunities. */
function problems(lhr) {
  const lines = []
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const audit = lhr.audits[ref.id]
    if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
      const nodes = audit.details?.items?.length ?? 0
      lines.push(`a11y  ${ref.id}: ${audit.title} (${nodes} element${nodes === 1 ? '' : 's'})`)
    }
  }
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id]
    if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative')
      continue
    const saves =
      (audit.details?.overallSavingsMs ?? 0) > 0 || (audit.details?.overallSavingsBytes ?? 0) > 0
    if (ref.group === 'metrics' || (audit.details?.type === 'opportunity' && saves))
      lines.push(`perf  ${ref.id}: ${audit.displayValue ?? audit.title}`)
  }
  return lines
}

const ms = (n) => `${Math.round(n)} ms`.padStart(8)
const kb = (n) => `${(n / 1024).toFixed(1)} KB`

async function main() {
  buildIfMissing(dist, { skip: options['no-build'] })
  console.log(`Starting the server on ${origin} (serving ${dist}/) …`)
  stopServer = (await startBenchServer({ dist, port, name: 'lighthouse' })).stop
  let base = origin
  let targets
  if (options.floor) {
    const floor = await startFloorPages(port + 1)
    const stopBench = stopServer
    stopServer = () => {
      floor.stop()
      stopBench()
    }
    base = floor.origin
    targets = floor.targets
  } else targets = await pages()
  let failed = false
  let version = ''
  for (const target of targets) {
    const url = `${base}${target.path}`
    const results = []
    let last
    for (let run = 1; run <= runs; run++) {
      last = await measure(url)
      version = last.lhr.lighthouseVersion
      const f = figures(last.lhr, last.artifacts)
      results.push(f)
      console.log(
        `  ${target.name} run ${run}: performance ${f.performance}, accessibility ${f.accessibility}`,
      )
    }
    const [json, html] = last.report
    writeFileSync(join(outDir, `${target.name}.report.json`), json)
    writeFileSync(join(outDir, `${target.name}.report.html`), html)
    const m = Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    )
    const ok = m.performance >= BAR.performance && m.accessibility >= BAR.accessibility
    if (!ok) failed = true
    console.log(
      `${target.name.padEnd(9)} ${target.path}\n` +
        `  median of ${runs}: performance ${m.performance}, accessibility ${m.accessibility}` +
        `${ok || options.floor ? '' : '  ← under the bar'}\n` +
        `  FCP ${ms(m.fcp)}  LCP ${ms(m.lcp)}  TBT ${ms(m.tbt)}  CLS ${m.cls.toFixed(3)}` +
        `  TTI ${ms(m.tti)}  JS ${kb(m.js)} transferred\n` +
        `  machine: ${m.longTasks} main-thread tasks long under 4× — wall ${ms(m.longWall).trim()}, ` +
        `CPU ${ms(m.longCpu).trim()} (${Math.round((100 * m.longCpu) / m.longWall)} %); ` +
        `meanwhile compositor CPU ${ms(m.compositorCpu).trim()}, browser ${ms(m.browserCpu).trim()} ` +
        `over ${ms(m.span).trim()} (trace-cpu.mjs)`,
    )
    for (const line of problems(last.lhr)) console.log(`    ${line}`)
  }
  console.log(
    `Lighthouse ${version}, mobile, simulated throttling; bar: performance ≥ ${BAR.performance}, ` +
      `accessibility ${BAR.accessibility}. Reports: .tmp/lighthouse/`,
  )
  if (failed && !options['report-only'] && !options.floor) {
    console.error('Under the bar.')
    process.exitCode = 1
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => {
    stopServer()
    // Lighthouse's own handles (its Chrome connection) can keep Node alive after the last run.
    process.exit()
  })
