/**
 * The payment provider, chosen at start and exposed to routes as `app.payments`:
 * the built-in test provider, which signs its status callbacks with
 * a secret generated on first start and kept in the database (every instance reads the same).
 * A real adapter would be chosen here from its configured API key.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { readOrStoreSecret } from '../db/repositories/server-secrets-repository'
import type { PaymentProvider } from '../providers/payment/payment-provider'
import { createTestProvider, type TestProvider } from '../providers/payment/test-provider'

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      provider: TestProvider
      webhookSecret: string
      /** The provider that holds a stored payment (by `payments.provider`), for capture and refund. */
      byName(name: string): PaymentProvider | undefined
    }
  }
}

const WEBHOOK_SECRET_NAME = 'test-payments-webhook'

async function paymentsPlugin(app: FastifyInstance) {
  const { db } = app.database
  const webhookSecret = await readOrStoreSecret(
    db,
    WEBHOOK_SECRET_NAME,
    randomBytes(32).toString('base64url'),
  )
  const provider = createTestProvider(db)
  const providers = new Map<string, PaymentProvider>([[provider.name, provider]])
  app.decorate('payments', {
    provider,
    webhookSecret,
    byName: (name: string) => providers.get(name),
  })
  app.log.info({ payments: 'test' }, 'payments: the built-in test provider (no money is drawn)')
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['database'] })
