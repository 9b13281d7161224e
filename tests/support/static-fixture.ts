/** A built PWA in miniature, as `vite build` lays it out, for tests of the static files. */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const INDEX_HTML =
  '<!doctype html><html lang="no"><title>Delelager</title><div id="root"></div></html>'
/** Big enough (> 1 KiB) to be compressed. */
export const APP_JS = `console.log(${JSON.stringify('delelager '.repeat(400))})\n`

export async function writeStaticFixture(dir: string) {
  await mkdir(join(dir, 'assets'), { recursive: true })
  await writeFile(join(dir, 'index.html'), INDEX_HTML)
  await writeFile(join(dir, 'assets/index-Bx12Ab3c.js'), APP_JS)
  await writeFile(join(dir, 'assets/index-Zz98Yx7w.css'), 'body{margin:0}')
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})')
  await writeFile(join(dir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")')
  await writeFile(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Delelager' }))
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(dir, '.env'), 'SECRET=1')
}
