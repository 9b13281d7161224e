#!/usr/bin/env node
/**
 * `npm run bench:bundle`: what the front page costs a phone on first load — the JS and CSS
 * that dist/index.html loads up front (entry, modulepreloads, styles), gzip -9 and brotli —
 * checked against a budget. Exit code 1 over budget, or when admin code ("shoppers
 * never download admin code") is among what the front page loads, or when a lazy part carries a
 * list of files to preload (vite.config.ts `modulePreload`: Vite's helper would add a link per
 * file on the main thread as the part loads). Run after `vite build`.
 * The old shop loaded 213 KB of gzipped JS on its home page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Budget for gzipped JS loaded up front on the front page, bytes (issue "Storefront": 120 KB). */
const JS_BUDGET_GZIP = 120 * 1024
/** Budget for gzipped CSS loaded up front, bytes. */
const CSS_BUDGET_GZIP = 20 * 1024

const dist = process.env.DIST_DIR ?? 'dist'
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.')
  process.exit(1)
}
// It measures the build that is there (CI's, which its e2e tests ran against): one that is
// older than the sources would measure code that is no longer there.
const builtAt = statSync(join(dist, 'index.html')).mtimeMs
const sources = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'public'].flatMap(
  (path) =>
    statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true }).map((file) => join(path, String(file)))
      : [path],
)
const newer = sources.filter((path) => statSync(path).mtimeMs > builtAt)
if (newer.length > 0) {
  console.error(
    `${dist} is older than ${newer.slice(0, 3).join(', ')}: run \`npm run build\` first.`,
  )
  process.exit(1)
}
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const refs = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1])

const rows = refs.map((file) => {
  const bytes = readFileSync(join(dist, file))
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  }
})
const sum = (ext, key) =>
  rows.filter((r) => r.file.endsWith(ext)).reduce((total, r) => total + r[key], 0)
const kb = (n) => `${(n / 1024).toFixed(1)} KB`

for (const r of rows) {
  console.log(
    `${r.file.padEnd(48)} raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}  br ${kb(r.brotli).padStart(8)}`,
  )
}
const js = sum('.js', 'gzip')
const css = sum('.css', 'gzip')
console.log(
  `front page JS: ${kb(js)} gzip (${kb(sum('.js', 'brotli'))} br), budget ${kb(JS_BUDGET_GZIP)}`,
)
console.log(`front page CSS: ${kb(css)} gzip, budget ${kb(CSS_BUDGET_GZIP)}`)
if (js > JS_BUDGET_GZIP || css > CSS_BUDGET_GZIP) {
  console.error('Over budget.')
  process.exit(1)
}
// Class names only the admin pages use (src/client/features/admin/components/admin.css).
const ADMIN_MARKERS = ['admin-figures', 'admin-table', 'admin-settings', 'admin-featured']
const adminIn = refs.filter((file) => {
  const text = readFileSync(join(dist, file), 'utf8')
  return ADMIN_MARKERS.some((marker) => text.includes(marker))
})
if (adminIn.length > 0) {
  console.error(`Admin code on the front page: ${adminIn.join(', ')}`)
  process.exit(1)
}
console.log('front page: no admin code')
// The answer schemas parse on the client, but zod (~25 KB gzip) must load with the first
// answer that needs it, not with the first paint. `$ZodType` is zod's own class name.
const zodIn = refs.filter((file) => readFileSync(join(dist, file), 'utf8').includes('$ZodType'))
if (zodIn.length > 0) {
  console.error(`zod on the front page: ${zodIn.join(', ')}`)
  process.exit(1)
}
console.log('front page: no zod')
// Lazy parts fetch what they import as the browser reads them (vite.config.ts, README
// "Decisions"): no chunk carries Vite's list of files to preload first.
const withPreloadLists = readdirSync(join(dist, 'assets')).filter(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(join(dist, 'assets', file), 'utf8').includes('__vite__mapDeps'),
)
if (withPreloadLists.length > 0) {
  console.error(`Lazy parts with preload lists: ${withPreloadLists.join(', ')}`)
  process.exit(1)
}
console.log('lazy parts: no preload lists')
