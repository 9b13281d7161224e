/**
 * A local stand-in for Vipps MobilePay (Access Token API, ePayment API v1, Webhooks API), on
 * node:http, following the documented request and answer shapes
 * (tests/fixtures/vipps/epayment-payloads.ts names the pages):
 * - checks the sales unit's headers and the bearer token on every call; issues tokens;
 * - creates payments (an Idempotency-Key is required, and the same key gives the same answer),
 *   serves a landing page at the redirectUrl with 'approve' and 'cancel' buttons, which send the
 *   shopper back to the returnUrl;
 * - captures, refunds and cancels with the key honoured, refusing a capture above what is
 *   authorized and a refund above what is captured (400, problem details);
 * - sends signed callbacks to `webhookUrl` (and can send one twice).
 * State lives in memory, per instance.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signVippsCallback } from '../../src/server/providers/payment/vipps/vipps-webhook'

export const FAKE_VIPPS_KEYS = {
  clientId: 'fb492b5e-7907-4d83-ba20-c7fb60ca35de',
  clientSecret: 'Y8Kteew6GE2ZmeycEt6egg==',
  subscriptionKey: '0f14ebcab0ec4b29ae0cb90d91b4a84a',
  merchantSerialNumber: '123456',
  webhookSecret: 'fake-vipps-webhook-secret-0123456789',
}

/** The environment that points the shop at a fake at `baseUrl`. */
export const fakeVippsEnv = (baseUrl: string) => ({
  VIPPS_CLIENT_ID: FAKE_VIPPS_KEYS.clientId,
  VIPPS_CLIENT_SECRET: FAKE_VIPPS_KEYS.clientSecret,
  VIPPS_SUBSCRIPTION_KEY: FAKE_VIPPS_KEYS.subscriptionKey,
  VIPPS_MERCHANT_SERIAL_NUMBER: FAKE_VIPPS_KEYS.merchantSerialNumber,
  VIPPS_WEBHOOK_SECRET: FAKE_VIPPS_KEYS.webhookSecret,
  VIPPS_BASE_URL: baseUrl,
})

type State = 'CREATED' | 'AUTHORIZED' | 'ABORTED' | 'EXPIRED' | 'TERMINATED'

export interface FakePayment {
  reference: string
  state: State
  amount: number
  returnUrl: string
  pspReference: string
  authorized: number
  captured: number
  refunded: number
  cancelled: number
}

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: unknown
}

/** Seconds a token lives (the test environment's hour). */
const TOKEN_SECONDS = 3600
const REFERENCE = /^[a-zA-Z0-9-]{8,64}$/

export interface VippsFake {
  baseUrl: string
  /** Where callbacks go; unset: none are sent. */
  webhookUrl: string | undefined
  payments: Map<string, FakePayment>
  requests: RecordedRequest[]
  /** Tokens issued so far. */
  tokensIssued(): number
  /** The shopper approves in the app (as the landing page's button does); sends the callback. */
  approve(reference: string): Promise<void>
  /** The shopper says no in the app; sends the callback. */
  abort(reference: string): Promise<void>
  /** The payment times out; sends the callback. */
  expire(reference: string): Promise<void>
  /** Sends the callback for the payment's current state `times` times; the shop's statuses. */
  notify(reference: string, times?: number): Promise<number[]>
  /** Makes the next token refused, or the next API calls fail with 5xx. */
  failNext(kind: 'server-error', count?: number): void
  close(): Promise<void>
}

export async function startVippsFake(
  options: { webhookUrl?: string; port?: number } = {},
): Promise<VippsFake> {
  const payments = new Map<string, FakePayment>()
  const requests: RecordedRequest[] = []
  const tokens = new Map<string, number>()
  /** Idempotency-Key → the answer given for it (per path). */
  const answered = new Map<string, { status: number; body: unknown }>()
  let serverErrors = 0

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      send(res, 500, problem('Internal Server Error', String(error)))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const fake: VippsFake = {
    baseUrl,
    webhookUrl: options.webhookUrl,
    payments,
    requests,
    tokensIssued: () => tokens.size,
    approve: (reference) => settle(reference, 'CREATED', 'AUTHORIZED'),
    abort: (reference) => settle(reference, 'CREATED', 'ABORTED'),
    expire: (reference) => settle(reference, 'CREATED', 'EXPIRED'),
    notify,
    failNext: (_kind, count = 1) => {
      serverErrors = count
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  async function settle(reference: string, from: State, to: State): Promise<void> {
    const payment = payments.get(reference)
    if (!payment) throw new Error(`the fake has no payment ${reference}`)
    if (payment.state !== from) throw new Error(`payment ${reference} is ${payment.state}`)
    payment.state = to
    if (to === 'AUTHORIZED') payment.authorized = payment.amount
    await notify(reference)
  }

  async function notify(reference: string, times = 1): Promise<number[]> {
    const payment = payments.get(reference)
    if (!payment || !fake.webhookUrl) return []
    const url = new URL(fake.webhookUrl)
    const body = JSON.stringify({
      msn: FAKE_VIPPS_KEYS.merchantSerialNumber,
      reference,
      pspReference: payment.pspReference,
      name: payment.state,
      amount: { currency: 'NOK', value: payment.amount },
      timestamp: new Date().toISOString(),
      idempotencyKey: randomUUID(),
      success: true,
    })
    const statuses: number[] = []
    for (let i = 0; i < times; i++) {
      const headers = signVippsCallback(FAKE_VIPPS_KEYS.webhookSecret, {
        pathAndQuery: url.pathname + url.search,
        host: url.host,
        date: new Date().toUTCString(),
        body,
      })
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    return statuses
  }

  function view(payment: FakePayment) {
    const nok = (value: number) => ({ currency: 'NOK', value })
    return {
      aggregate: {
        authorizedAmount: nok(payment.authorized),
        cancelledAmount: nok(payment.cancelled),
        capturedAmount: nok(payment.captured),
        refundedAmount: nok(payment.refunded),
      },
      amount: nok(payment.amount),
      state: payment.state,
      paymentMethod: { type: 'WALLET' },
      profile: {},
      pspReference: payment.pspReference,
      reference: payment.reference,
      ...(payment.state === 'CREATED' && { redirectUrl: landingUrl(payment.reference) }),
    }
  }

  const landingUrl = (reference: string) =>
    `${baseUrl}/landing?reference=${encodeURIComponent(reference)}`

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl)
    const raw = await readBody(req)
    const body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body })

    if (url.pathname === '/landing' || url.pathname.startsWith('/landing/')) {
      return landing(req, res, url, typeof body === 'string' ? body : '')
    }
    if (req.method === 'POST' && url.pathname === '/accesstoken/get') {
      const h = req.headers
      if (
        h.client_id !== FAKE_VIPPS_KEYS.clientId ||
        h.client_secret !== FAKE_VIPPS_KEYS.clientSecret ||
        h['ocp-apim-subscription-key'] !== FAKE_VIPPS_KEYS.subscriptionKey
      ) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Bad keys.' })
      }
      const token = `fake.${randomUUID()}`
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000)
      const now = Math.floor(Date.now() / 1000)
      return send(res, 200, {
        token_type: 'Bearer',
        expires_in: String(TOKEN_SECONDS),
        ext_expires_in: '0',
        expires_on: String(now + TOKEN_SECONDS),
        not_before: String(now),
        resource: '00000002-0000-0000-c000-000000000000',
        access_token: token,
      })
    }
    if (!url.pathname.startsWith('/epayment/v1/payments')) {
      return send(res, 404, problem('Not Found', 'No such endpoint.'))
    }
    if (serverErrors > 0) {
      serverErrors--
      return send(res, 503, problem('Service Unavailable', 'Try again.'))
    }
    const refused = unitHeadersRefused(req)
    if (refused) return send(res, refused.status, problem(refused.title, refused.detail))

    const [, , , , reference, action] = url.pathname.split('/')
    if (req.method === 'POST' && reference === undefined) return create(req, res, body)
    const payment = reference ? payments.get(decodeURIComponent(reference)) : undefined
    if (!payment) return send(res, 404, problem('Not Found', 'No payment with this reference.'))
    if (req.method === 'GET' && action === undefined) return send(res, 200, view(payment))
    if (req.method === 'POST' && action && ['capture', 'refund', 'cancel'].includes(action)) {
      return modify(req, res, payment, action, body)
    }
    return send(res, 404, problem('Not Found', 'No such endpoint.'))
  }

  function unitHeadersRefused(req: IncomingMessage) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const until = bearer ? tokens.get(bearer) : undefined
    if (!until || until < Date.now()) {
      return { status: 401, title: 'Unauthorized', detail: 'A valid access token is needed.' }
    }
    if (req.headers['ocp-apim-subscription-key'] !== FAKE_VIPPS_KEYS.subscriptionKey) {
      return { status: 401, title: 'Unauthorized', detail: 'Wrong subscription key.' }
    }
    if (req.headers['merchant-serial-number'] !== FAKE_VIPPS_KEYS.merchantSerialNumber) {
      return { status: 403, title: 'Forbidden', detail: 'Wrong Merchant-Serial-Number.' }
    }
    return null
  }

  /** The answer kept for a key, or the new one, stored under it. */
  function once(
    req: IncomingMessage,
    res: ServerResponse,
    scope: string,
    act: () => { status: number; body: unknown },
  ) {
    const key = req.headers['idempotency-key']
    if (typeof key !== 'string' || key.length === 0 || key.length > 50) {
      return send(res, 400, problem('Bad Request', 'The Idempotency-Key header is required.'))
    }
    const stored = answered.get(`${scope}\n${key}`)
    if (stored) return send(res, stored.status, stored.body)
    const answer = act()
    if (answer.status < 500) answered.set(`${scope}\n${key}`, answer)
    return send(res, answer.status, answer.body)
  }

  function create(req: IncomingMessage, res: ServerResponse, body: unknown) {
    return once(req, res, 'create', () => {
      const b = body as {
        amount?: { currency?: string; value?: number }
        paymentMethod?: { type?: string }
        reference?: string
        returnUrl?: string
        userFlow?: string
      }
      const problems = [
        b?.amount?.currency === 'NOK' || 'amount.currency must be NOK',
        (Number.isInteger(b?.amount?.value) && (b?.amount?.value ?? 0) >= 100) ||
          'amount.value must be whole øre, at least 100',
        b?.paymentMethod?.type === 'WALLET' || 'paymentMethod.type must be WALLET',
        REFERENCE.test(b?.reference ?? '') || 'reference must match ^[a-zA-Z0-9-]{8,64}$',
        typeof b?.returnUrl === 'string' || 'returnUrl is required for WEB_REDIRECT',
        b?.userFlow === 'WEB_REDIRECT' || 'userFlow must be WEB_REDIRECT',
      ].filter((check) => check !== true)
      if (problems.length > 0) {
        return { status: 400, body: problem('Bad Request', problems.join('; ')) }
      }
      const reference = b.reference as string
      if (payments.has(reference)) {
        return { status: 409, body: problem('Conflict', 'The reference is used already.') }
      }
      payments.set(reference, {
        reference,
        state: 'CREATED',
        amount: b.amount?.value ?? 0,
        returnUrl: b.returnUrl as string,
        pspReference: randomUUID(),
        authorized: 0,
        captured: 0,
        refunded: 0,
        cancelled: 0,
      })
      return { status: 201, body: { redirectUrl: landingUrl(reference), reference } }
    })
  }

  function modify(
    req: IncomingMessage,
    res: ServerResponse,
    payment: FakePayment,
    action: string,
    body: unknown,
  ) {
    return once(req, res, `${action}\n${payment.reference}`, () => {
      const value = (body as { modificationAmount?: { value?: number } })?.modificationAmount?.value
      const refuse = (detail: string) => ({ status: 400, body: problem('Bad Request', detail) })
      if (action === 'cancel') {
        if (payment.state === 'CREATED') payment.state = 'TERMINATED'
        else if (payment.state === 'AUTHORIZED') {
          payment.cancelled = payment.authorized - payment.captured
        } else return refuse(`A ${payment.state} payment cannot be cancelled.`)
      } else {
        if (!Number.isInteger(value) || (value ?? 0) <= 0) {
          return refuse('modificationAmount.value must be whole øre above 0.')
        }
        const amount = value as number
        if (payment.state !== 'AUTHORIZED') return refuse(`The payment is ${payment.state}.`)
        if (action === 'capture') {
          if (payment.captured + amount > payment.authorized - payment.cancelled) {
            return refuse('Capture amount too high.')
          }
          payment.captured += amount
        } else {
          if (payment.refunded + amount > payment.captured) return refuse('Refund amount too high.')
          payment.refunded += amount
        }
      }
      const { aggregate, amount, state, pspReference, reference } = view(payment)
      return { status: 200, body: { amount, state, aggregate, pspReference, reference } }
    })
  }

  /** The landing page: the payment and two buttons, each sending the shopper back. */
  async function landing(req: IncomingMessage, res: ServerResponse, url: URL, form: string) {
    const reference =
      url.searchParams.get('reference') ?? new URLSearchParams(form).get('reference') ?? ''
    const payment = payments.get(reference)
    if (!payment) return send(res, 404, problem('Not Found', 'No payment with this reference.'))
    if (req.method === 'POST') {
      const action = url.pathname === '/landing/approve' ? 'approve' : 'abort'
      // As at Vipps, the shopper is sent back whether or not the callback got through: the
      // shop's return page asks for the payment's state itself.
      if (payment.state === 'CREATED') {
        await fake[action](reference).catch((error: unknown) => {
          console.error(`fake Vipps: the callback for ${reference} failed`, error)
        })
      }
      res.writeHead(303, { location: payment.returnUrl }).end()
      return
    }
    const kroner = (payment.amount / 100).toFixed(2).replace('.', ',')
    const html = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Vipps (fake)</title></head>
<body><main><h1>Vipps MobilePay (fake)</h1><p>Betal ${kroner} kr (${payment.state})</p>
<form method="post" action="/landing/approve"><input type="hidden" name="reference" value="${reference}"><button>Godkjenn</button></form>
<form method="post" action="/landing/cancel"><input type="hidden" name="reference" value="${reference}"><button>Avbryt</button></form>
</main></body></html>`
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  }

  return fake
}

function problem(title: string, detail: string) {
  return {
    type: 'https://developer.vippsmobilepay.com/docs/APIs/epayment-api/api-guide/errors',
    title,
    detail,
    traceId: randomUUID(),
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) return
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
