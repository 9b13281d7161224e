#!/usr/bin/env node
/**
 * `npm test`: every test of the project, then one closing line `N passed, N failed`.
 * 1. vitest: unit, component and API tests (embedded database, or DATABASE_URL's PostgreSQL);
 * 2. the production build, then Playwright e2e tests in Debian's Chromium against the real
 *    server serving that build.
 * Each runner writes a JSON report that this script sums up; the exit code is non-zero when
 * anything failed or a runner could not run.
 * `npm test -- --skip-e2e` (or SKIP_E2E=1) runs vitest only: no build, no browser.
 * Other arguments go to vitest, e.g. `npm test -- --project node --project node-alone`.
 * TEST_TOTALS=<file>: the totals and each stage's seconds are also written there as JSON.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

const REPORT_DIR = resolve('.tmp/reports')
const skipE2e = process.argv.includes('--skip-e2e') || process.env.SKIP_E2E === '1'
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--skip-e2e')
/** Seconds each stage took, by name. */
const seconds = {}
rmSync(REPORT_DIR, { recursive: true, force: true })
mkdirSync(REPORT_DIR, { recursive: true })

function run(stage, command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  seconds[stage] = Math.round((Date.now() - started) / 1000)
  console.log(`◀ ${stage}: ${seconds[stage]} s`)
  return result.status ?? 1
}

/** A free port on loopback for the e2e server, so a running dev server cannot clash. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => done(port))
    })
  })
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

let passed = 0
let failed = 0
let broken = false

const vitestReport = `${REPORT_DIR}/vitest.json`
const vitestStatus = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
  ...vitestArgs,
])
const vitest = readJson(vitestReport)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  if (vitest.numTotalTests === 0) broken = true
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0)) broken = true

if (skipE2e) {
  console.log('\nBuild and e2e tests skipped (--skip-e2e).')
} else if (run('build', 'npx', ['vite', 'build']) !== 0) {
  broken = true
} else {
  const playwrightReport = `${REPORT_DIR}/playwright.json`
  const e2eStatus = run(
    'e2e',
    'npx',
    ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
    },
  )
  const e2e = readJson(playwrightReport)
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky
    failed += e2e.stats.unexpected
  }
  if (!e2e || (e2eStatus !== 0 && e2e.stats.unexpected === 0)) broken = true
}

if (broken) console.log('\nA test runner did not finish (see above).')
if (process.env.TEST_TOTALS) {
  writeFileSync(process.env.TEST_TOTALS, JSON.stringify({ passed, failed, broken, seconds }))
}
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 || broken ? 1 : 0)
