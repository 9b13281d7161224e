#!/usr/bin/env node
/**
 * `npm run bench:offline` (issue 9): a repeat visit with the network cut. The built app is
 * served by the real server; a browser visits `/`, a product page and an empty page the
 * service worker also serves (the baseline), so the worker and the caches are filled; then
 * the network is cut (offline emulation, and every request that would leave the browser is
 * aborted and counted) and each page is loaded again, `--runs` times. Printed per page:
 * bytes from the network (must be 0), requests that tried to leave, first contentful paint
 * and "ready" (the page's heading shown and the main thread idle after it), medians.
 *
 *   node tests/bench/offline.mjs [--dist dir] [--port n] [--runs n]
 *
 * Exit code 1 when any byte came from the network or a page did not render offline.
 */
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { tsImport } from 'tsx/esm/api'
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' }
import { buildIfMissing, startBenchServer } from './bench-server.mjs'

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4171' },
    runs: { type: 'string', default: '5' },
  },
})
const runs = Math.max(1, Number(options.runs) || 5)

function median(values) {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function main() {
  buildIfMissing(options.dist)
  const { origin } = await startBenchServer({
    dist: options.dist,
    port: Number(options.port),
    name: 'offline-bench',
  })
  const { productSlug } = await tsImport('../../src/domain/product-slug.ts', import.meta.url)
  const listing = await (await fetch(`${origin}/api/tecdoc/get-products?perPage=1&lang=no`)).json()
  const pages = [
    { name: 'baseline', path: '/offline-baseline.html' },
    { name: 'home', path: '/' },
    { name: 'product', path: `/products/${productSlug(listing.articles[0])}` },
  ]

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  })
  let failed = false
  try {
    const context = await browser.newContext({ baseURL: origin, locale: 'nb-NO' })
    const page = await context.newPage()
    // First visits: the worker installs, precaches the shell and keeps what the pages ask.
    await page.goto('/')
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready
      return navigator.serviceWorker.controller !== null
    })
    for (const target of pages) {
      await page.goto(target.path)
      await page.locator('h1').first().waitFor()
      await page.waitForTimeout(1500) // the query cache is saved to IndexedDB (throttled 1 s)
    }

    // The network is cut: offline emulation, and anything leaving the browser is aborted.
    let leaving = 0
    await context.setOffline(true)
    await context.route('**/*', (route) => {
      leaving += 1
      return route.abort('internetdisconnected')
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    let networkBytes = 0
    const fromWorker = new Set()
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.fromServiceWorker) fromWorker.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      if (!fromWorker.has(event.requestId)) networkBytes += event.encodedDataLength
    })

    console.log(`Repeat visits offline, ${runs} runs each (medians):`)
    for (const target of pages) {
      const fcp = []
      const ready = []
      const before = { leaving, networkBytes }
      for (let run = 0; run < runs; run++) {
        await page.goto(target.path, { waitUntil: 'commit' })
        await page.locator('h1').first().waitFor({ timeout: 15_000 })
        const timing = await page.evaluate(async () => {
          const ready = await new Promise((resolve) =>
            requestIdleCallback(() => resolve(performance.now())),
          )
          // The paint entry, buffered (it may be reported a frame after the paint itself).
          const fcp = await new Promise((resolve) => {
            const observer = new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0]
              if (entry) {
                observer.disconnect()
                resolve(entry.startTime)
              }
            })
            observer.observe({ type: 'paint', buffered: true })
            setTimeout(() => resolve(Number.NaN), 3000)
          })
          return { fcp, ready }
        })
        fcp.push(timing.fcp)
        ready.push(timing.ready)
      }
      const bytes = networkBytes - before.networkBytes
      const tried = leaving - before.leaving
      if (bytes !== 0) failed = true
      console.log(
        `  ${target.name.padEnd(9)} ${target.path.slice(0, 48).padEnd(48)} ` +
          `network ${bytes} B (${tried} requests tried to leave), ` +
          `FCP ${Math.round(median(fcp))} ms, ready ${Math.round(median(ready))} ms`,
      )
    }
  } catch (error) {
    failed = true
    console.error(error)
  } finally {
    await browser.close()
  }
  if (failed) {
    console.error('Offline repeat visit used the network or failed.')
    process.exit(1)
  }
  process.exit(0)
}

await main()
