/**
 * The fake Vipps as a process of its own, for the e2e server (playwright.config.ts starts it):
 * listens on VIPPS_FAKE_PORT and calls the shop's webhook at VIPPS_FAKE_WEBHOOK_URL.
 */
import { startVippsFake } from './vipps-fake'

const fake = await startVippsFake({
  port: Number(process.env.VIPPS_FAKE_PORT ?? 4190),
  webhookUrl: process.env.VIPPS_FAKE_WEBHOOK_URL,
})
console.log(`fake Vipps at ${fake.baseUrl}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
}
