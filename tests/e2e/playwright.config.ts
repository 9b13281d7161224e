import { defineConfig } from '@playwright/test'
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' }
import { fakeVippsEnv } from '../support/vipps-fake'
import { E2E_SMTP_PORT } from './mail-helpers'

/** Port of the server the e2e tests start (the built app served by the real server). */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'
/** The built app the server serves; a second build elsewhere lets two runs share a checkout. */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist'
/** The fake Vipps MobilePay the shop pays through in the e2e runs (tests/support/vipps-fake.ts). */
const VIPPS_FAKE_PORT = Number(process.env.E2E_VIPPS_PORT ?? PORT + 1000)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // The mailbox the server's mail goes to (SMTP_URL below); specs read it (mail-helpers.ts).
  globalSetup: './global-setup.ts',
  outputDir: `../../${process.env.E2E_OUTPUT_DIR ?? '.tmp/test-results'}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the specs share one server, its database and its per-address rate limits, and
  // update.e2e.ts rewrites the served build's service worker under the other pages.
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'nb-NO',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Debian's Chromium in a container (README "Tests"): the same flags in every runner.
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      command: 'node --import tsx tests/support/vipps-fake-main.ts',
      cwd: '../..',
      port: VIPPS_FAKE_PORT,
      reuseExistingServer: false,
      env: {
        VIPPS_FAKE_PORT: String(VIPPS_FAKE_PORT),
        VIPPS_FAKE_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/payments/vipps/webhook`,
      },
    },
    {
      // A fresh embedded database per run (or DATABASE_URL's PostgreSQL when set).
      command: `rm -rf ${DATA_DIR} && node --import tsx src/server/main.ts`,
      cwd: '../..',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        STATIC_DIR,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        ...fakeVippsEnv(`http://127.0.0.1:${VIPPS_FAKE_PORT}`),
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
