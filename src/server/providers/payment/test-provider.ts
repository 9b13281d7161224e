// Behaves like a card processor in test mode: 4242… succeeds, 4000 0000 0000 0002 is declined, 4000
// 0025 0000 3155 asks for a second step that `1234` completes. Keeps only brand and last four
// digits.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { AppDatabase } from '../../db/database'
import {
  findTestPayment,
  insertTestPayment,
  refundTestPayment,
  settleTestPayment,
  type TestPaymentRow,
} from '../../db/repositories/test-provider-repository'
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider'

export const TEST_PROVIDER_NAME = 'test'
export const SIGNATURE_HEADER = 'test-provider-signature'
export const SIGNATURE_TOLERANCE_S = 300

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  secondStep: '4000002500003155',
} as const
export const SECOND_STEP_CODE = '1234'

export interface CardConfirmation {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
  code?: string
}

export interface ConfirmOutcome {
  status: ProviderPaymentStatus
  failure?: string
  message: string
}

function toPayment(row: TestPaymentRow): ProviderPayment {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
  }
}

function brandOf(cardNumber: string): string {
  if (cardNumber.startsWith('4')) return 'visa'
  if (/^5[1-5]/.test(cardNumber)) return 'mastercard'
  return 'card'
}

export function signCallback(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}

export function verifyCallback(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header || header.length > 500) return false
  const parts = new Map(
    header.split(',').map((part) => {
      const [name = '', ...rest] = part.trim().split('=')
      return [name, rest.join('=')] as const
    }),
  )
  const t = Number(parts.get('t'))
  const v1 = parts.get('v1') ?? ''
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_S) return false
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  const given = Buffer.from(v1, 'utf8')
  const wanted = Buffer.from(expected, 'utf8')
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

export interface TestProvider extends PaymentProvider {
  confirm(id: string, card: CardConfirmation, now?: Date): Promise<ConfirmOutcome | null>
}

export function createTestProvider(db: AppDatabase): TestProvider {
  const find = (id: string) => findTestPayment(db, id)
  const settle = (id: string, status: ProviderPaymentStatus, extra: Partial<TestPaymentRow> = {}) =>
    settleTestPayment(db, id, status, extra)

  return {
    name: TEST_PROVIDER_NAME,

    async createPayment({ amount, currency, reference }) {
      const id = `tp_${randomBytes(12).toString('hex')}`
      return toPayment(await insertTestPayment(db, { id, amount, currency, reference }))
    },

    async retrieve(id) {
      const row = await find(id)
      return row ? toPayment(row) : null
    },

    // A test card is drawn when confirmed: nothing is left to capture at shipping.
    async capture(id) {
      const row = await find(id)
      if (!row) throw new PaymentProviderError('unknown_payment', `No test payment ${id}.`)
      if (row.status !== 'succeeded') {
        throw new PaymentProviderError('refused', `The payment ${id} is ${row.status}.`)
      }
    },

    // The conditional update, not a kept refund key, stops more than the payment going back.
    async refund(id, amount) {
      if (await refundTestPayment(db, id, amount)) return
      const payment = await find(id)
      if (!payment) throw new PaymentProviderError('unknown_payment', `No test payment ${id}.`)
      throw new PaymentProviderError(
        'refused',
        payment.status === 'succeeded'
          ? `Only ${payment.amount - payment.refunded} øre is left to refund.`
          : `The payment ${id} is ${payment.status}.`,
      )
    },

    async confirm(id, card, now = new Date()) {
      const row = await find(id)
      if (!row) return null
      if (row.status === 'succeeded' || row.status === 'cancelled') {
        return { status: row.status, message: `The payment is ${row.status} already.` }
      }
      const last4 = card.cardNumber.slice(-4)
      const cardFields = { cardBrand: brandOf(card.cardNumber), cardLast4: last4 }
      const expired =
        card.expYear < now.getUTCFullYear() ||
        (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
      const decline = async (failure: string, message: string): Promise<ConfirmOutcome> => {
        await settle(id, 'failed', { ...cardFields, failure })
        return { status: 'failed', failure, message }
      }
      if (expired) return decline('expired_card', 'The card has expired.')
      switch (card.cardNumber) {
        case TEST_CARDS.approved:
          await settle(id, 'succeeded', { ...cardFields, failure: null })
          return { status: 'succeeded', message: 'The payment succeeded.' }
        case TEST_CARDS.declined:
          return decline('card_declined', 'The card was declined.')
        case TEST_CARDS.secondStep:
          if (card.code === undefined) {
            await settle(id, 'requires_action', cardFields)
            return { status: 'requires_action', message: 'The bank asks for a code.' }
          }
          if (card.code === SECOND_STEP_CODE) {
            await settle(id, 'succeeded', { ...cardFields, failure: null })
            return { status: 'succeeded', message: 'The payment succeeded.' }
          }
          return decline('authentication_failed', 'The code from the bank was wrong.')
        default:
          return decline('invalid_number', 'The card number is not a test card.')
      }
    },
  }
}
