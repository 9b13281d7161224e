/**
 * The payment providers, chosen at start and exposed to routes as `app.payments`:
 * the built-in test provider (always; the default), which signs its status callbacks with
 * a secret generated on first start and kept in the database (every instance reads the same),
 * and Vipps MobilePay when every VIPPS_* key is configured.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PaymentMethod } from '../../domain/order'
import type { Config } from '../config'
import { readOrStoreSecret } from '../db/repositories/server-secrets-repository'
import type { PaymentProvider } from '../providers/payment/payment-provider'
import { createTestProvider, type TestProvider } from '../providers/payment/test-provider'
import { createVippsProvider, type VippsProvider } from '../providers/payment/vipps/vipps-provider'

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      provider: TestProvider
      webhookSecret: string
      /** Set when Vipps MobilePay is configured. */
      vipps?: VippsProvider
      /** The ways to pay offered at checkout: the card always, Vipps when configured. */
      methods: PaymentMethod[]
      /** The provider that takes payments made a given way. */
      forMethod(method: PaymentMethod): PaymentProvider | undefined
      /** The provider that holds a stored payment (by `payments.provider`), for capture and refund. */
      byName(name: string): PaymentProvider | undefined
    }
  }
}

const WEBHOOK_SECRET_NAME = 'test-payments-webhook'

async function paymentsPlugin(app: FastifyInstance, { config }: { config: Pick<Config, 'vipps'> }) {
  const { db } = app.database
  const webhookSecret = await readOrStoreSecret(
    db,
    WEBHOOK_SECRET_NAME,
    randomBytes(32).toString('base64url'),
  )
  const provider = createTestProvider(db)
  const vipps = config.vipps ? createVippsProvider(config.vipps) : undefined
  const providers = new Map<string, PaymentProvider>([[provider.name, provider]])
  if (vipps) providers.set(vipps.name, vipps)
  app.decorate('payments', {
    provider,
    webhookSecret,
    ...(vipps && { vipps }),
    methods: vipps ? ['card', 'vipps'] : ['card'],
    forMethod: (method: PaymentMethod) => (method === 'vipps' ? vipps : provider),
    byName: (name: string) => providers.get(name),
  })
  app.log.info({ payments: 'test' }, 'payments: the built-in test provider (no money is drawn)')
  if (config.vipps) {
    app.log.info({ payments: 'vipps', baseUrl: config.vipps.baseUrl }, 'payments: Vipps MobilePay')
  }
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['database'] })
