// A new reference per attempt; capture and refund carry an Idempotency-Key derived from the
// payment, so a retried call is done once. A refund of nothing captured cancels the reservation:
// Vipps only pays back what was drawn.
import { createHash, randomBytes } from 'node:crypto'
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from '../payment-provider'
import type { VippsConfig } from './vipps-config'
import {
  createVippsHttp,
  detailOf,
  failureOf,
  type VippsAnswer,
  type VippsRequest,
} from './vipps-http'

export const VIPPS_PROVIDER_NAME = 'vipps'
const PAYMENTS = '/epayment/v1/payments'
const REFERENCE = /^[a-zA-Z0-9-]{8,64}$/
const ATTEMPT_SUFFIX = /-[0-9a-f]{8}$/

export interface VippsProvider extends PaymentProvider {
  readonly webhookSecret: string
}

interface Amount {
  currency: string
  value: number
}

interface VippsPayment {
  state: string
  amount: Amount
  reference: string
  redirectUrl?: string
  aggregate?: {
    authorizedAmount?: Amount
    cancelledAmount?: Amount
    capturedAmount?: Amount
    refundedAmount?: Amount
  }
}

export function statusOfState(state: string): ProviderPaymentStatus {
  switch (state) {
    case 'CREATED':
      return 'requires_action'
    case 'AUTHORIZED':
      return 'succeeded'
    case 'ABORTED':
    case 'TERMINATED':
      return 'cancelled'
    case 'EXPIRED':
      return 'failed'
    default:
      throw new PaymentProviderError(
        'unavailable',
        `Vipps MobilePay sent an unknown state ${state}.`,
      )
  }
}

export const orderOfReference = (reference: string) => reference.replace(ATTEMPT_SUFFIX, '')

export const modificationKey = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40)

export function toProviderPayment(body: unknown): ProviderPayment {
  const payment = body as VippsPayment | null
  if (
    typeof payment?.state !== 'string' ||
    typeof payment.reference !== 'string' ||
    !Number.isInteger(payment.amount?.value)
  ) {
    throw new PaymentProviderError('unavailable', 'Vipps MobilePay sent a payment we cannot read.')
  }
  return {
    id: payment.reference,
    status: statusOfState(payment.state),
    amount: payment.amount.value,
    currency: payment.amount.currency,
    reference: orderOfReference(payment.reference),
    ...(payment.state === 'CREATED' &&
      typeof payment.redirectUrl === 'string' && { redirectUrl: payment.redirectUrl }),
  }
}

export function createVippsProvider(
  config: VippsConfig,
  request: VippsRequest = createVippsHttp(config),
): VippsProvider {
  const path = (id: string, action = '') => `${PAYMENTS}/${encodeURIComponent(id)}${action}`

  async function current(id: string): Promise<VippsPayment> {
    const answer = await request('GET', path(id))
    if (answer.status === 404) {
      throw new PaymentProviderError('unknown_payment', `Vipps MobilePay has no payment ${id}.`)
    }
    if (answer.status !== 200) throw failureOf(answer)
    return answer.body as VippsPayment
  }

  async function modify(id: string, action: string, body: object, key: string): Promise<void> {
    const answer = await request('POST', path(id, action), { body, idempotencyKey: key })
    if (answer.status === 200) return
    throw refusalOf(id, answer)
  }

  return {
    name: VIPPS_PROVIDER_NAME,
    webhookSecret: config.webhookSecret,

    async createPayment({ amount, currency, reference, returnUrl }) {
      const id = `${reference}-${randomBytes(4).toString('hex')}`
      if (!REFERENCE.test(id)) throw new Error(`${reference} cannot be a Vipps reference`)
      if (!returnUrl) throw new Error('Vipps needs a returnUrl to send the customer back to')
      const answer = await request('POST', PAYMENTS, {
        idempotencyKey: modificationKey(id, 'create'),
        body: {
          amount: { currency, value: amount },
          paymentMethod: { type: 'WALLET' },
          reference: id,
          returnUrl,
          userFlow: 'WEB_REDIRECT',
          paymentDescription: `Ordre ${reference.slice(0, 8)}`,
        },
      })
      const body = answer.body as { redirectUrl?: unknown } | null
      if (answer.status !== 201 && answer.status !== 200) throw failureOf(answer)
      if (typeof body?.redirectUrl !== 'string') {
        throw new PaymentProviderError('unavailable', 'Vipps MobilePay sent no redirectUrl.')
      }
      return {
        id,
        status: 'requires_action',
        amount,
        currency,
        reference,
        redirectUrl: body.redirectUrl,
      }
    },

    async retrieve(id) {
      if (!REFERENCE.test(id)) return null
      try {
        return toProviderPayment(await current(id))
      } catch (error) {
        if (error instanceof PaymentProviderError && error.kind === 'unknown_payment') return null
        throw error
      }
    },

    async capture(id, amount) {
      await modify(
        id,
        '/capture',
        { modificationAmount: { currency: 'NOK', value: amount } },
        modificationKey(id, 'capture', amount),
      )
    },

    async refund(id, amount, key) {
      const payment = await current(id)
      const captured = payment.aggregate?.capturedAmount?.value ?? 0
      const reserved =
        (payment.aggregate?.authorizedAmount?.value ?? 0) -
        (payment.aggregate?.cancelledAmount?.value ?? 0)
      // Nothing drawn yet (not shipped): giving it all back is releasing the reservation.
      if (payment.state === 'AUTHORIZED' && captured === 0 && amount === reserved) {
        await modify(id, '/cancel', {}, modificationKey(id, 'cancel', key))
        return
      }
      await modify(
        id,
        '/refund',
        { modificationAmount: { currency: 'NOK', value: amount } },
        modificationKey(id, 'refund', key),
      )
    },
  }
}

function refusalOf(id: string, answer: VippsAnswer): PaymentProviderError {
  if (answer.status === 404) {
    return new PaymentProviderError('unknown_payment', `Vipps MobilePay has no payment ${id}.`)
  }
  if (answer.status === 400 || answer.status === 409 || answer.status === 422) {
    return new PaymentProviderError(
      'refused',
      `Vipps MobilePay refused the change of ${id} (${detailOf(answer)}).`,
      { status: answer.status },
    )
  }
  return failureOf(answer)
}
