import { chromium, devices } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const c = await b.newContext({ ...devices['Pixel 7'], viewport: { width: Number(process.argv[3] ?? 390), height: 844 }, locale: 'nb-NO', serviceWorkers: 'block' })
const p = await c.newPage()
await p.goto('http://127.0.0.1:4180' + (process.argv[2] ?? '/'))
await p.waitForTimeout(4000)
await p.screenshot({ path: '/tmp/shot.png' })
await b.close()
