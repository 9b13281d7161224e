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
import { createTestProvider, type TestProvider } from '../providers/payment/test-provider'

declare module 'fastify' {
  interface FastifyInstance {
    payments: { provider: TestProvider; webhookSecret: string }
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
  app.decorate('payments', { provider: createTestProvider(db), webhookSecret })
  app.log.info({ payments: 'test' }, 'payments: the built-in test provider (no money is drawn)')
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['database'] })
