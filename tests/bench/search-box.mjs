#!/usr/bin/env node
/**
 * `npm run bench:search-box`: how long after the last keystroke the header box shows its
 * suggestions (products and categories), against the built app served by the real server with
 * the demo catalogue. Each word is typed at 60 ms a character into a fresh page (nothing
 * cached), once on a laptop (no throttling) and once on a phone (390 × 844, slow 4G: 150 ms
 * RTT, 1.6 Mbit/s down, and the CPU slowed 4×). The time runs from the last keydown to the
 * first option drawn, in the page's own clock; it includes the box's 150 ms typing pause.
 * A figure, not a test: nothing fails on a slow answer.
 *
 *   node tests/bench/search-box.mjs [--dist dir] [--port n]
 */
import { parseArgs } from 'node:util'
import { chromium, devices } from '@playwright/test'
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' }
import { buildIfMissing, CPU_SLOWDOWN, SLOW_4G, startBenchServer } from './bench-server.mjs'

const WORDS = ['bremse', 'oljefilter', 'viskerblad', 'tennplugg', 'støtdemper', 'lyspære']

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4174' },
  },
})

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Types `word` into a fresh page's header box; ms from the last keydown to the first option. */
async function keystrokeToSuggestions(browser, origin, word, phone) {
  const context = await browser.newContext({
    ...(phone ? devices['Pixel 7'] : {}),
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    baseURL: origin,
    locale: 'nb-NO',
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  if (phone) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  }
  await page.addInitScript(() => {
    const marks = { key: 0, shown: 0 }
    window.__searchBench = marks
    document.addEventListener(
      'keydown',
      () => {
        marks.key = performance.now()
        marks.shown = 0
      },
      true,
    )
    new MutationObserver(() => {
      if (marks.shown || !marks.key) return
      if (document.querySelector('[role="listbox"]:not([hidden]) [role="option"]')) {
        marks.shown = performance.now()
      }
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await page.goto('/')
  const unfold = page.getByRole('button', { name: 'Åpne søket' })
  if (await unfold.isVisible()) await unfold.click()
  // The real box (tied to its listbox) must be there: the stand-in suggests nothing.
  const box = page.locator('.search-box input[aria-controls]')
  await box.waitFor({ timeout: 60_000 })
  await box.click()
  await box.pressSequentially(word, { delay: 60 })
  await page
    .getByRole('listbox', { name: 'Forslag' })
    .getByRole('option')
    .first()
    .waitFor({ timeout: 30_000 })
  const ms = await page.evaluate(() => window.__searchBench.shown - window.__searchBench.key)
  await context.close()
  return ms
}

async function main() {
  buildIfMissing(options.dist)
  const { origin } = await startBenchServer({
    dist: options.dist,
    port: Number(options.port),
    name: 'search-box-bench',
  })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  })
  try {
    for (const [label, phone] of [
      ['laptop, no throttling', false],
      [`phone 390 × 844, slow 4G, ${CPU_SLOWDOWN}× CPU`, true],
    ]) {
      const times = []
      for (const word of WORDS) {
        const ms = await keystrokeToSuggestions(browser, origin, word, phone)
        times.push(ms)
        console.log(`  ${label}: '${word}' ${Math.round(ms)} ms`)
      }
      console.log(
        `Keystroke → suggestions visible (${label}): median ${Math.round(median(times))} ms, ` +
          `max ${Math.round(Math.max(...times))} ms over ${WORDS.length} words`,
      )
    }
  } finally {
    await browser.close()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
