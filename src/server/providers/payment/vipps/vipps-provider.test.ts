import { describe, expect, it } from 'vitest'
import {
  ACCESS_TOKEN_ANSWER_NUMBERS,
  ACCESS_TOKEN_ANSWER_STRINGS,
  CREATE_PAYMENT_ANSWER,
  GET_PAYMENT_AUTHORIZED,
  getPaymentIn,
  PROBLEM_ANSWER,
} from '../../../../../tests/fixtures/vipps/epayment-payloads'
import type { VippsConfig } from './vipps-config'
import { createVippsHttp } from './vipps-http'
import {
  createVippsProvider,
  orderOfReference,
  statusOfState,
  toProviderPayment,
} from './vipps-provider'

const ORDER = '0b7f2f3e-1c1d-4a57-9a55-5f4b2b7f8a11'
const config: VippsConfig = {
  clientId: 'id',
  clientSecret: 'secret',
  subscriptionKey: 'sub',
  merchantSerialNumber: '123456',
  webhookSecret: 'webhook-secret-long-enough',
  baseUrl: 'https://vipps.test/',
  sleep: async () => undefined,
  random: () => 0,
}

interface Call {
  url: string
  init: RequestInit
}

/** A fetch that answers each call from the list, in turn, and records what was asked. */
function scripted(answers: { status: number; body?: unknown }[]) {
  const calls: Call[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const next = answers.shift()
    if (!next) throw new Error(`no answer scripted for ${url}`)
    const text = next.body === undefined ? '' : JSON.stringify(next.body)
    return new Response(text, { status: next.status })
  }) as unknown as typeof globalThis.fetch
  return { calls, fetch }
}

const headerOf = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name)

describe('Vipps ePayment adapter', () => {
  it('maps every documented state to the port', () => {
    expect(
      ['CREATED', 'AUTHORIZED', 'ABORTED', 'EXPIRED', 'TERMINATED'].map(statusOfState),
    ).toEqual(['requires_action', 'succeeded', 'cancelled', 'failed', 'cancelled'])
    expect(() => statusOfState('SOMETHING_NEW')).toThrow(/unknown state/)
  })

  it('reads the documented get-payment answer, with the order taken from the reference', () => {
    const reference = `${ORDER}-0a1b2c3d`
    expect(toProviderPayment({ ...GET_PAYMENT_AUTHORIZED, reference })).toEqual({
      id: reference,
      status: 'succeeded',
      amount: 49900,
      currency: 'NOK',
      reference: ORDER,
    })
    expect(orderOfReference('acme-shop-123-order123abc')).toBe('acme-shop-123-order123abc')
    expect(() => toProviderPayment({ state: 'AUTHORIZED' })).toThrow(/cannot read/)
  })

  it('gets a token with the keys in headers, sends it with the unit headers, and keeps it', async () => {
    const { calls, fetch } = scripted([
      { status: 200, body: ACCESS_TOKEN_ANSWER_STRINGS },
      { status: 201, body: CREATE_PAYMENT_ANSWER },
      { status: 200, body: getPaymentIn('CREATED', { reference: `${ORDER}-00000000` }) },
    ])
    const vipps = createVippsProvider({ ...config, fetch })
    const created = await vipps.createPayment({
      amount: 49900,
      currency: 'NOK',
      reference: ORDER,
      returnUrl: 'https://shop.test/cart/checkout/tok',
    })
    expect(created).toMatchObject({
      status: 'requires_action',
      reference: ORDER,
      redirectUrl: CREATE_PAYMENT_ANSWER.redirectUrl,
    })
    expect(created.id).toMatch(new RegExp(`^${ORDER}-[0-9a-f]{8}$`))
    await vipps.retrieve(`${ORDER}-00000000`)

    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST https://vipps.test/accesstoken/get',
      'POST https://vipps.test/epayment/v1/payments',
      `GET https://vipps.test/epayment/v1/payments/${ORDER}-00000000`,
    ])
    expect(headerOf(calls[0], 'client_id')).toBe('id')
    expect(headerOf(calls[0], 'client_secret')).toBe('secret')
    expect(headerOf(calls[0], 'ocp-apim-subscription-key')).toBe('sub')
    for (const call of calls.slice(1)) {
      expect(headerOf(call, 'authorization')).toBe(
        `Bearer ${ACCESS_TOKEN_ANSWER_STRINGS.access_token}`,
      )
      expect(headerOf(call, 'merchant-serial-number')).toBe('123456')
      expect(headerOf(call, 'ocp-apim-subscription-key')).toBe('sub')
    }
    expect(headerOf(calls[1], 'idempotency-key')).toMatch(/^[0-9a-f]{40}$/)
    expect(JSON.parse(String(calls[1]?.init.body))).toMatchObject({
      amount: { currency: 'NOK', value: 49900 },
      paymentMethod: { type: 'WALLET' },
      userFlow: 'WEB_REDIRECT',
      returnUrl: 'https://shop.test/cart/checkout/tok',
    })
  })

  it('asks for a new token when the old one is about to expire, and after a 401', async () => {
    let now = 0
    const { calls, fetch } = scripted([
      { status: 200, body: ACCESS_TOKEN_ANSWER_NUMBERS },
      { status: 200, body: GET_PAYMENT_AUTHORIZED },
      { status: 200, body: ACCESS_TOKEN_ANSWER_NUMBERS },
      { status: 401, body: PROBLEM_ANSWER },
      { status: 200, body: ACCESS_TOKEN_ANSWER_STRINGS },
      { status: 200, body: GET_PAYMENT_AUTHORIZED },
    ])
    const request = createVippsHttp({ ...config, fetch }, () => now)
    await request('GET', '/epayment/v1/payments/acme-shop-123-order123abc')
    now = (3600 - 59) * 1000 // within the last minute of the hour
    const answer = await request('GET', '/epayment/v1/payments/acme-shop-123-order123abc')
    expect(answer.status).toBe(200)
    expect(calls.filter((c) => c.url.endsWith('/accesstoken/get'))).toHaveLength(3)
  })

  it('retries 5xx with the same Idempotency-Key, and reports the last failure as unavailable', async () => {
    const { calls, fetch } = scripted([
      { status: 200, body: ACCESS_TOKEN_ANSWER_NUMBERS },
      { status: 503, body: PROBLEM_ANSWER },
      { status: 200, body: { ...GET_PAYMENT_AUTHORIZED, state: 'AUTHORIZED' } },
      { status: 502 },
      { status: 502 },
      { status: 502 },
    ])
    const vipps = createVippsProvider({ ...config, fetch, retries: 2 })
    await vipps.capture('acme-shop-123-order123abc', 100)
    const captures = calls.filter((c) => c.url.endsWith('/capture'))
    expect(captures).toHaveLength(2)
    expect(headerOf(captures[0], 'idempotency-key')).toBe(headerOf(captures[1], 'idempotency-key'))
    await expect(vipps.retrieve('acme-shop-123-order123abc')).rejects.toMatchObject({
      kind: 'unavailable',
      status: 502,
    })
  })

  it('says refused for a modification Vipps turns down and unknown for a payment it lacks', async () => {
    const { fetch } = scripted([
      { status: 200, body: ACCESS_TOKEN_ANSWER_NUMBERS },
      { status: 400, body: PROBLEM_ANSWER },
      { status: 404, body: PROBLEM_ANSWER },
      { status: 404, body: PROBLEM_ANSWER },
    ])
    const vipps = createVippsProvider({ ...config, fetch })
    await expect(vipps.capture('acme-shop-123-order123abc', 100)).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('Capture amount too high'),
    })
    await expect(vipps.capture('acme-shop-123-order123abc', 100)).rejects.toMatchObject({
      kind: 'unknown_payment',
    })
    expect(await vipps.retrieve('acme-shop-123-order123abc')).toBeNull()
    expect(await vipps.retrieve('no good')).toBeNull()
  })

  it('never puts the keys in an error message', async () => {
    const { fetch } = scripted([{ status: 401, body: { error: 'invalid_client' } }])
    const vipps = createVippsProvider({ ...config, fetch })
    const error = await vipps.retrieve('acme-shop-123-order123abc').catch((e: Error) => e)
    expect(error).toMatchObject({ kind: 'unavailable' })
    expect(String((error as Error).message)).not.toMatch(/secret|sub\b/)
  })
})
