/**
 * The access matrix (issue 8): every endpoint that needs a signed-in user, or an ADMIN, or
 * that guards a customer's own resource, called with every kind of bad token, with another
 * customer's token, with a customer's token on admin routes, with an ADMIN's token and with
 * the owner's own token — each must answer the right status, and no answer to anyone but
 * the owner (or an ADMIN, where ADMINs may look) may carry the owner's data.
 *
 * Data-driven: an endpoint is one row of ENDPOINTS. The last test fails when the app has a
 * route that refuses an anonymous caller with 401 UNAUTHORIZED and no row here.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, gt } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthResponse } from '../../src/domain/account'
import type { SavedAddress } from '../../src/domain/address'
import { isApiError } from '../../src/domain/api-error'
import type { Order } from '../../src/domain/order'
import { articles, vehicles } from '../../src/server/db/schema'
import { INVALID_TOKEN_MESSAGE, MISSING_TOKEN_MESSAGE } from '../../src/server/http-errors'
import { createOrPromoteAdmin } from '../../src/server/services/admin-accounts'
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { type ForgedClaims, signToken, unsignedToken } from '../support/forged-tokens'

const JWT_SECRET = 'a-known-test-secret-of-32-bytes!!'
const ANOTHER_KEY = 'some-other-shop-secret-of-32-bytes!'

// ---------- Who calls ----------

/** A: owns every fixture. B: another customer. admin: an ADMIN. */
type Caller = 'customerA' | 'customerB' | 'admin'

interface Account {
  caller: Caller
  id: string
  email: string
  password: string
  token: string
  sessionId: string
}

interface Fixtures {
  accounts: Record<Caller, Account>
  /** A's default address, and a second one A deletes last. */
  address: SavedAddress
  spareAddress: SavedAddress
  /** A's order, its open payment, A's server cart and a vehicle in A's garage. */
  order: Order
  paymentId: string
  cartId: string
  /** A link A shared. */
  sharedToken: string
  keptCarId: number
  /** A vehicle any caller adds to and removes from their own garage. */
  otherCarId: number
  articleId: number
  articleNumber: string
  /** A's job list, deleted last by A. */
  jobId: string
  /** The shop's settings as they are, for the admin's PUT. */
  settings: object
}

// ---------- The endpoints ----------

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Answers = Record<Caller, number>

interface Endpoint {
  /** Method and Fastify route pattern, as the app registers it. */
  route: `${Method} /api/${string}`
  /** The pattern's `:params`. */
  params?: (fx: Fixtures) => Record<string, string | number>
  query?: (fx: Fixtures) => string
  /** A JSON body, as `who` would send it. */
  body?: (fx: Fixtures, who: Account) => object
  /** A multipart/form-data body of text fields. */
  form?: (who: Account) => Record<string, string>
  /** Sends a fresh `Idempotency-Key`. */
  idempotent?: boolean
  /** The status each valid token gets. */
  answers: Answers
  /** What A's own answer must contain, so the leak checks are not vacuous. */
  shows?: (fx: Fixtures) => string[]
  /** Ends the caller's session when it works: the caller signs in again after it. */
  endsSession?: true
}

/** Any signed-in user, on their own data. */
const anyUser = (status = 200): Answers => ({ customerA: status, customerB: status, admin: status })
/** ADMIN only: a customer's token is 403. */
const adminOnly: Answers = { customerA: 403, customerB: 403, admin: 200 }
/** A's resource: A gets `status`, B and the ADMIN what the row says. */
const ownedByA = (status: number, others: { customerB: number; admin: number }): Answers => ({
  customerA: status,
  ...others,
})

const ADDRESS_ENTRY = {
  firstName: 'Test',
  lastName: 'Kunde',
  address1: 'Prøveveien 1',
  city: 'Oslo',
  postcode: '0150',
}

const ENDPOINTS: Endpoint[] = [
  // accounts.ts
  { route: 'GET /api/user/me', answers: anyUser(), shows: (fx) => [fx.accounts.customerA.email] },
  {
    route: 'POST /api/auth/update-password',
    body: (_fx, who) => ({ oldPassword: who.password, newPassword: who.password }),
    answers: anyUser(),
  },
  { route: 'POST /api/auth/logout-all', answers: anyUser(204), endsSession: true },
  // profile.ts
  { route: 'PUT /api/user', form: (who) => ({ firstName: who.caller }), answers: anyUser() },
  { route: 'PUT /api/user/', form: (who) => ({ lastName: who.caller }), answers: anyUser() },
  // addresses.ts
  { route: 'GET /api/address', answers: anyUser(), shows: (fx) => [fx.address._id] },
  { route: 'POST /api/address/add', body: () => ADDRESS_ENTRY, answers: anyUser(201) },
  { route: 'GET /api/address/default/address', answers: anyUser() },
  {
    route: 'GET /api/address/:id',
    params: (fx) => ({ id: fx.address._id }),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
    shows: (fx) => [fx.address._id, fx.address.address1],
  },
  {
    route: 'PUT /api/address/:id',
    params: (fx) => ({ id: fx.address._id }),
    body: (fx, who) => ({ ...addressInput(fx.address), address2: `written by ${who.caller}` }),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
  },
  {
    route: 'DELETE /api/address/delete/:id',
    params: (fx) => ({ id: fx.spareAddress._id }),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
  },
  // garage.ts
  { route: 'GET /api/garage', answers: anyUser(), shows: (fx) => [garageEntry(fx.keptCarId)] },
  { route: 'POST /api/garage', body: (fx) => ({ carId: fx.otherCarId }), answers: anyUser(201) },
  {
    route: 'DELETE /api/garage/:carId',
    params: (fx) => ({ carId: fx.otherCarId }),
    answers: anyUser(),
  },
  // job-lists.ts: a list is its owner's alone, hidden from everyone else as if it never was
  { route: 'GET /api/jobs', answers: anyUser(), shows: (fx) => [fx.jobId] },
  {
    route: 'GET /api/jobs/:id',
    params: (fx) => ({ id: fx.jobId }),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
    shows: (fx) => [fx.jobId, JOB_CUSTOMER],
  },
  {
    route: 'PUT /api/jobs/:id',
    params: (fx) => ({ id: fx.jobId }),
    body: (fx, who) => jobBody(fx, `written by ${who.caller}`),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
  },
  {
    route: 'DELETE /api/jobs/:id',
    params: (fx) => ({ id: fx.jobId }),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
  },
  // saved-lists.ts: each caller's own lists
  { route: 'GET /api/saved-lists', answers: anyUser(), shows: (fx) => [savedEntry(fx.articleId)] },
  {
    route: 'PUT /api/saved-lists/:list/:articleId',
    params: (fx) => ({ list: 'compare', articleId: fx.articleId }),
    body: (fx, who) => ({ ...savedSnapshot(fx), articleNumber: `compared by ${who.caller}` }),
    answers: anyUser(),
  },
  {
    route: 'DELETE /api/saved-lists/:list/:articleId',
    params: (fx) => ({ list: 'compare', articleId: fx.articleId }),
    answers: anyUser(),
  },
  // A vehicle's history is each caller's own: others get an empty list, never A's lines.
  {
    route: 'GET /api/garage/:carId/history',
    params: (fx) => ({ carId: fx.keptCarId }),
    answers: anyUser(),
    shows: (fx) => [`"orderId":"${fx.order.id}"`],
  },
  // cart.ts: a cart with an owner is theirs alone
  {
    route: 'GET /api/cart/mine',
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
    shows: (fx) => [fx.cartId],
  },
  {
    route: 'GET /api/cart/:cartId',
    params: (fx) => ({ cartId: fx.cartId }),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
    shows: (fx) => [fx.cartId],
  },
  {
    route: 'POST /api/cart/update-cart',
    idempotent: true,
    body: (fx) => ({
      cartId: fx.cartId,
      newState: { items: [{ articleId: fx.articleId, quantity: 1 }] },
    }),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
  },
  // shared-lists.ts: a link A shared is A's alone to take back; to anyone else it is not there
  {
    route: 'DELETE /api/shared/:token',
    params: (fx) => ({ token: fx.sharedToken }),
    answers: ownedByA(204, { customerB: 404, admin: 404 }),
  },
  // orders.ts: an ADMIN may see and pay any order (spec §7)
  { route: 'GET /api/order/me', answers: anyUser(), shows: (fx) => [fx.order.id] },
  {
    route: 'GET /api/order/:id',
    params: (fx) => ({ id: fx.order.id }),
    answers: ownedByA(200, { customerB: 401, admin: 200 }),
    shows: (fx) => [fx.order.id, fx.order.token],
  },
  {
    route: 'GET /api/order/:id/buy-again',
    params: (fx) => ({ id: fx.order.id }),
    answers: ownedByA(200, { customerB: 404, admin: 404 }),
    shows: (fx) => [`"articleId":${fx.articleId}`],
  },
  {
    route: 'POST /api/order/create-payments',
    body: (fx) => ({ id: fx.order.id }),
    answers: ownedByA(201, { customerB: 401, admin: 201 }),
    shows: (fx) => [fx.paymentId],
  },
  {
    route: 'POST /api/order/payment-staus/:id',
    params: (fx) => ({ id: fx.order.id }),
    body: (fx) => ({ status: 'pending', paymentId: fx.paymentId }),
    answers: ownedByA(200, { customerB: 401, admin: 200 }),
    shows: (fx) => [fx.order.id],
  },
  {
    route: 'POST /api/order/payment-check/:id',
    params: (fx) => ({ id: fx.order.id }),
    body: () => ({}),
    answers: ownedByA(200, { customerB: 401, admin: 200 }),
    shows: (fx) => [fx.order.id],
  },
  // order-lifecycle.ts: the order's course is its owner's, the token holder's or an ADMIN's
  {
    route: 'GET /api/order/:id/events',
    params: (fx) => ({ id: fx.order.id }),
    answers: ownedByA(200, { customerB: 401, admin: 200 }),
    shows: () => ['"to":"PENDING"'],
  },
  {
    route: 'POST /api/order/:id/returns',
    params: (fx) => ({ id: fx.order.id }),
    body: (fx) => ({
      lines: [{ articleId: fx.articleId, quantity: 1 }],
      reason: 'changed-mind',
    }),
    // An unpaid order has not been delivered: no return yet, for the owner or an ADMIN.
    answers: ownedByA(409, { customerB: 401, admin: 409 }),
  },
  {
    route: 'POST /api/admin/orders/:id/status',
    params: (fx) => ({ id: fx.order.id }),
    body: () => ({ status: 'DELIVERED' }),
    answers: { customerA: 403, customerB: 403, admin: 409 },
  },
  {
    route: 'POST /api/admin/orders/:id/refunds',
    params: (fx) => ({ id: fx.order.id }),
    idempotent: true,
    body: () => ({}),
    answers: { customerA: 403, customerB: 403, admin: 409 },
  },
  { route: 'GET /api/admin/returns', query: () => 'page=1&perPage=5', answers: adminOnly },
  {
    route: 'POST /api/admin/returns/:id/status',
    params: () => ({ id: randomUUID() }),
    body: () => ({ status: 'RECEIVED' }),
    answers: { customerA: 403, customerB: 403, admin: 404 },
  },
  // admin.ts
  {
    route: 'GET /api/category/list/admin/sidebaritems',
    query: () => 'page=1&perPage=5',
    answers: adminOnly,
  },
  {
    route: 'GET /api/tecdoc/set-article-featured',
    query: (fx) => `articleNumber=${encodeURIComponent(fx.articleNumber)}&isFeatured=1`,
    answers: adminOnly,
  },
  {
    route: 'POST /api/tecdoc/set-article-featured',
    query: (fx) => `articleNumber=${encodeURIComponent(fx.articleNumber)}&isFeatured=0`,
    answers: adminOnly,
  },
  { route: 'GET /api/admin/dashboard', answers: adminOnly },
  { route: 'GET /api/admin/orders', query: () => 'page=1&perPage=5', answers: adminOnly },
  { route: 'GET /api/admin/mail-outbox', query: () => 'page=1&perPage=5', answers: adminOnly },
  { route: 'PUT /api/admin/settings', body: (fx) => fx.settings, answers: adminOnly },
  {
    route: 'PATCH /api/admin/articles/:articleId',
    params: (fx) => ({ articleId: fx.articleId }),
    body: () => ({ leadTimeDays: 0 }),
    answers: adminOnly,
  },
]

/** Who the bad tokens pretend to be: the caller the endpoint is meant for. */
const rightfulCaller = (endpoint: Endpoint): 'customerA' | 'admin' =>
  endpoint.answers.customerA === 403 ? 'admin' : 'customerA'

// ---------- The bad tokens ----------

interface BadToken {
  kind: string
  /**
   * The `Authorization` header for these claims (of the caller's live session); `undefined`:
   * none sent. `ended` is a token the server issued to the caller, whose session has ended.
   */
  make(claims: ForgedClaims, ended: string): Promise<string | undefined>
}

const hourAgo = () => Math.floor(Date.now() / 1000) - 3600

const BAD_TOKENS: BadToken[] = [
  { kind: 'a missing token', make: async () => undefined },
  { kind: 'a garbage token', make: async () => 'Bearer not.a.token' },
  { kind: 'an expired token', make: (c) => signToken(c, JWT_SECRET, { expiresAt: hourAgo() }) },
  { kind: 'a token signed with another key', make: (c) => signToken(c, ANOTHER_KEY) },
  { kind: 'an unsigned (alg none) token', make: async (c) => unsignedToken(c) },
  {
    kind: 'a token of a user who does not exist',
    make: (c) => signToken({ ...c, sub: randomUUID() }, JWT_SECRET),
  },
  {
    kind: 'a token naming a role its user does not have',
    make: (c) => signToken({ ...c, role: c.role === 'ADMIN' ? 'USER' : 'ADMIN' }, JWT_SECRET),
  },
  {
    kind: 'a token naming no session (as before sessions)',
    make: (c) => signToken({ sub: c.sub, role: c.role }, JWT_SECRET),
  },
  {
    kind: "a token naming another user's session",
    make: (c) => signToken({ ...c, sid: otherUsersSession }, JWT_SECRET),
  },
  { kind: 'a token whose session was signed out', make: async (_c, ended) => ended },
]

/** A live session of a user who is none of the callers, set before the tokens are made. */
let otherUsersSession: string

// ---------- Helpers ----------

function addressInput(address: SavedAddress) {
  const { _id, default: _default, ...fields } = address
  return fields
}

/** The customer named on A's job list. */
const JOB_CUSTOMER = 'Jobbkunde Hemmelig'

function jobBody(fx: Fixtures, name: string) {
  return {
    name,
    customer: JOB_CUSTOMER,
    vehicle: { plate: 'AB12345', carId: null, label: 'Testbil' },
    lines: [
      {
        product: {
          articleId: fx.articleId,
          articleNumber: fx.articleNumber,
          mfrName: 'Test',
          name: 'Test',
          price: 100,
          discount: 0,
        },
        quantity: 1,
        note: '',
      },
    ],
    updatedAt: new Date().toISOString(),
  }
}

/** An article as A's wishlist keeps it; its number is A's alone. */
function savedSnapshot(fx: Pick<Fixtures, 'articleId'>) {
  return {
    articleId: fx.articleId,
    articleNumber: `WISH-A-${fx.articleId}`,
    articleName: 'Test',
    mfrName: 'Test',
    price: 100,
    discount: 0,
    available: true,
    availability: null,
    image: null,
    rating: null,
    criteria: [],
  }
}

/** How A's wishlist entry shows in a body. */
const savedEntry = (articleId: number) => `WISH-A-${articleId}`

/** How a garage vehicle's carId shows in a body. */
const garageEntry = (carId: number) => `"carId":${carId},`

/** A stack frame in a body, e.g. `at handler (/…/orders.ts:88:13)`. */
const STACK_FRAME = /\bat .*\.(ts|js|mjs):\d+/

function multipart(fields: Record<string, string>) {
  const boundary = `access-matrix-${randomUUID()}`
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${parts.join('')}--${boundary}--\r\n`,
  }
}

/** A's data that nobody else may be shown (and the ADMIN's, which no customer may be shown). */
function secretsOf(fx: Fixtures): string[] {
  const { customerA, admin } = fx.accounts
  return [
    customerA.id,
    customerA.email,
    fx.address._id,
    fx.address.address1,
    fx.spareAddress._id,
    fx.spareAddress.address1,
    fx.order.id,
    fx.order.token,
    `"number":${fx.order.number}`,
    fx.paymentId,
    fx.cartId,
    garageEntry(fx.keptCarId),
    fx.jobId,
    JOB_CUSTOMER,
    savedEntry(fx.articleId),
    admin.id,
    admin.email,
  ]
}

function expectNoSecrets(response: LightMyRequestResponse, fx: Fixtures) {
  const body = response.body.toLowerCase()
  const leaked = secretsOf(fx).filter((secret) => body.includes(secret.toLowerCase()))
  expect(leaked, response.body).toEqual([])
}

/** A JSON answer with `status`, the error shape when a failure, and no stack trace. */
function expectAnswer(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status)
  if (status !== 204) expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(response.body).not.toMatch(STACK_FRAME)
  expect(response.body).not.toContain('"stack"')
  if (status >= 400) {
    const body = response.json()
    expect(isApiError(body), response.body).toBe(true)
    if (status === 401) expect(body.error.code).toBe('UNAUTHORIZED')
    if (status === 403) expect(body.error.code).toBe('FORBIDDEN')
  }
}

// ---------- The matrix ----------

describe('the access matrix of every endpoint that needs a token', () => {
  let t: TestApp
  let fx: Fixtures
  /** Every route the app registered, `METHOD /url`. */
  const registered = new Set<string>()
  /** The bad tokens, made once: `kind` → caller the endpoint is meant for → header. */
  const badTokens = new Map<string, Record<'customerA' | 'admin', string | undefined>>()

  const inject = (
    method: Method,
    url: string,
    authorization?: string,
    extra: { headers?: Record<string, string>; payload?: object | string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...extra.headers, ...(authorization !== undefined && { authorization }) },
      ...(extra.payload !== undefined && { payload: extra.payload }),
    })

  /** Calls `endpoint` with `authorization`, with the body `who` would send. */
  function call(endpoint: Endpoint, authorization: string | undefined, who: Account) {
    const [method, pattern] = endpoint.route.split(' ') as [Method, string]
    const params = endpoint.params?.(fx) ?? {}
    const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(params[name])),
    )
    const url = endpoint.query ? `${path}?${endpoint.query(fx)}` : path
    const headers: Record<string, string> = {}
    if (endpoint.idempotent) headers['idempotency-key'] = randomUUID()
    let payload: object | string | undefined = endpoint.body?.(fx, who)
    if (endpoint.form) {
      const form = multipart(endpoint.form(who))
      headers['content-type'] = form.contentType
      payload = form.body
    }
    return inject(method, url, authorization, { headers, payload })
  }

  async function logIn(email: string, password: string): Promise<AuthResponse> {
    const response = await inject('POST', '/api/auth/login', undefined, {
      payload: { email, password },
    })
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`)
    return response.json<AuthResponse>()
  }

  /** Signs `who` in again after a call that ended their session. */
  async function renewSession(endpoint: Endpoint, who: Account, status: number) {
    if (!endpoint.endsSession || status >= 300) return
    const fresh = await logIn(who.email, who.password)
    who.token = fresh.token
    who.sessionId = fresh.sessionId as string
  }

  /** A token the server issued to `email`, whose session has ended since. */
  async function endedToken(email: string, password: string): Promise<string> {
    const { token } = await logIn(email, password)
    const out = await inject('POST', '/api/auth/logout', token)
    if (out.statusCode !== 204) throw new Error(`logout: ${out.body}`)
    return token
  }

  async function addAddress(token: string, entry: object): Promise<SavedAddress> {
    const response = await inject('POST', '/api/address/add', token, { payload: entry })
    if (response.statusCode !== 201) throw new Error(`address: ${response.body}`)
    return response.json<{ address: { addressDetails: SavedAddress[] } }>().address
      .addressDetails[0] as SavedAddress
  }

  beforeAll(async () => {
    t = await buildTestApp({
      config: { jwtSecret: JWT_SECRET },
      beforeReady: (app) =>
        app.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`)
        }),
    })
    const db = t.app.database.db

    const signedUp = async (caller: Caller): Promise<Account> => {
      const answer = await signUp(t.app, uniqueEmail(caller.toLowerCase()))
      const { user, token, password, sessionId } = answer
      // The address as the server keeps and shows it (normalised).
      return { caller, id: user.id, email: user.email, password, token, sessionId: sessionId ?? '' }
    }
    const customerA = await signedUp('customerA')
    const customerB = await signedUp('customerB')
    const adminEmail = uniqueEmail('admin')
    await createOrPromoteAdmin(db, adminEmail, GOOD_PASSWORD)
    const adminLogin = await logIn(adminEmail, GOOD_PASSWORD)
    const admin: Account = {
      caller: 'admin',
      id: adminLogin.user.id,
      email: adminLogin.user.email,
      password: GOOD_PASSWORD,
      token: adminLogin.token,
      sessionId: adminLogin.sessionId ?? '',
    }

    // Every account has an address (so each has a default); A has two, with lines of A's own.
    const marker = randomUUID().slice(0, 8)
    const address = await addAddress(customerA.token, {
      ...ADDRESS_ENTRY,
      address1: `Hemmeligveien ${marker}`,
      phone: '+47 912 34 567',
    })
    const spareAddress = await addAddress(customerA.token, {
      ...ADDRESS_ENTRY,
      address1: `Reserveveien ${marker}`,
    })
    await addAddress(customerB.token, ADDRESS_ENTRY)
    await addAddress(admin.token, ADDRESS_ENTRY)

    const [article] = await db
      .select()
      .from(articles)
      .where(and(gt(articles.price, 0), gt(articles.stock, 0)))
      .orderBy(asc(articles.articleId))
      .limit(1)
    if (!article) throw new Error('the demo catalogue has nothing to sell')
    const { articleId, articleNumber } = article

    const cars = await db
      .select({ carId: vehicles.carId })
      .from(vehicles)
      .orderBy(asc(vehicles.carId))
      .limit(2)
    const [keptCarId, otherCarId] = cars.map((row) => row.carId)
    if (keptCarId === undefined || otherCarId === undefined) throw new Error('no vehicles')

    const placed = await inject('POST', '/api/order/create-order', customerA.token, {
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [{ articleId, articleNumber, quantity: 1 }],
        contact: { email: customerA.email },
        shippingAddress: addressInput(address),
        deliveryMethod: 'standard',
        acceptTerms: true,
        acceptCancellationRight: true,
        carId: keptCarId,
      },
    })
    if (placed.statusCode !== 201) throw new Error(`order: ${placed.body}`)
    const { order } = placed.json<{ order: Order }>()
    const paying = await inject('POST', '/api/order/create-payments', customerA.token, {
      payload: { id: order.id },
    })
    if (paying.statusCode !== 201) throw new Error(`payment: ${paying.body}`)
    const paymentId = paying.json<{ payment: { id: string } }>().payment.id

    const cart = await inject('POST', '/api/cart/create-cart', customerA.token, {
      headers: { 'idempotency-key': randomUUID() },
      payload: { newState: { items: [{ articleId, articleNumber, quantity: 2 }] } },
    })
    if (cart.statusCode !== 201) throw new Error(`cart: ${cart.body}`)
    const cartId = cart.json<{ cartId: string }>().cartId

    const shared = await inject('POST', '/api/shared', customerA.token, {
      payload: { kind: 'cart', lines: [{ articleId, quantity: 1 }] },
    })
    if (shared.statusCode !== 201) throw new Error(`share: ${shared.body}`)
    const sharedToken = shared.json<{ token: string }>().token

    const garage = await inject('POST', '/api/garage', customerA.token, {
      payload: { carId: keptCarId },
    })
    if (garage.statusCode !== 201) throw new Error(`garage: ${garage.body}`)

    const jobId = randomUUID()
    const jobFixtures = { articleId, articleNumber } as Fixtures
    const job = await inject('PUT', `/api/jobs/${jobId}`, customerA.token, {
      payload: jobBody(jobFixtures, 'Service'),
    })
    if (job.statusCode !== 200) throw new Error(`job: ${job.body}`)
    const wish = await inject('PUT', `/api/saved-lists/wishlist/${articleId}`, customerA.token, {
      payload: savedSnapshot({ articleId }),
    })
    if (wish.statusCode !== 200) throw new Error(`wishlist: ${wish.body}`)

    const settings = await inject('GET', '/api/setting/settings')
    if (settings.statusCode !== 200) throw new Error(`settings: ${settings.body}`)

    fx = {
      settings: settings.json<object>(),
      accounts: { customerA, customerB, admin },
      address,
      spareAddress,
      order,
      paymentId,
      cartId,
      sharedToken,
      keptCarId,
      otherCarId,
      articleId,
      articleNumber,
      jobId,
    }

    otherUsersSession = (await signUp(t.app, uniqueEmail('fremmed'))).sessionId ?? ''
    const ended = {
      customerA: await endedToken(customerA.email, customerA.password),
      admin: await endedToken(admin.email, admin.password),
    }
    for (const { kind, make } of BAD_TOKENS) {
      badTokens.set(kind, {
        customerA: await make(
          { sub: customerA.id, role: 'USER', sid: customerA.sessionId },
          ended.customerA,
        ),
        admin: await make({ sub: admin.id, role: 'ADMIN', sid: admin.sessionId }, ended.admin),
      })
    }
  })
  afterAll(() => t?.cleanup())

  it('accepts a token the test signs with the server key, so each refusal below is for its one flaw', async () => {
    const { customerA, admin } = fx.accounts
    const asA = await signToken(
      { sub: customerA.id, role: 'USER', sid: customerA.sessionId },
      JWT_SECRET,
    )
    const me = await inject('GET', '/api/user/me', asA)
    expectAnswer(me, 200)
    expect(me.json().user.email).toBe(customerA.email)
    const asAdmin = await signToken(
      { sub: admin.id, role: 'ADMIN', sid: admin.sessionId },
      JWT_SECRET,
    )
    const adminRoute = ENDPOINTS.find((endpoint) => endpoint.answers === adminOnly) as Endpoint
    expectAnswer(await call(adminRoute, `Bearer ${asAdmin}`, admin), 200)
  })

  describe.each(BAD_TOKENS)('$kind', ({ kind }) => {
    it.each(ENDPOINTS)(`$route refuses ${kind} with 401 and shows nothing`, async (endpoint) => {
      const caller = rightfulCaller(endpoint)
      const token = badTokens.get(kind)?.[caller]
      const response = await call(endpoint, token, fx.accounts[caller])
      expectAnswer(response, 401)
      const wording = token === undefined ? MISSING_TOKEN_MESSAGE : INVALID_TOKEN_MESSAGE
      // GET /order/:id answers in the spec's own words (§7).
      expect([wording, 'Unauthorized']).toContain(response.json().error.message)
      expectNoSecrets(response, fx)
    })
  })

  describe("customer B's token", () => {
    it.each(ENDPOINTS)(
      '$route answers B with $answers.customerB and none of A’s data',
      async (endpoint) => {
        const { customerB } = fx.accounts
        const response = await call(endpoint, customerB.token, customerB)
        await renewSession(endpoint, customerB, response.statusCode)
        expectAnswer(response, endpoint.answers.customerB)
        expectNoSecrets(response, fx)
      },
    )
  })

  describe("an ADMIN's token", () => {
    it.each(ENDPOINTS)('$route answers the ADMIN with $answers.admin', async (endpoint) => {
      const { admin } = fx.accounts
      const response = await call(endpoint, `Bearer ${admin.token}`, admin)
      await renewSession(endpoint, admin, response.statusCode)
      expectAnswer(response, endpoint.answers.admin)
      if (response.statusCode >= 400) expectNoSecrets(response, fx)
    })
  })

  it("leaves A's address book and cart as A left them after B's and the ADMIN's calls", async () => {
    const { token } = fx.accounts.customerA
    const book = await inject('GET', '/api/address', token)
    expect(book.json().data.addressDetails).toEqual(
      expect.arrayContaining([fx.address, fx.spareAddress]),
    )
    const cart = await inject('GET', `/api/cart/${fx.cartId}`, token)
    expect(cart.json()).toMatchObject({ cartId: fx.cartId, version: 1 })
  })

  describe("customer A's token (A owns every fixture)", () => {
    it.each(ENDPOINTS)('$route answers A with $answers.customerA', async (endpoint) => {
      const { customerA } = fx.accounts
      const response = await call(endpoint, customerA.token, customerA)
      await renewSession(endpoint, customerA, response.statusCode)
      expectAnswer(response, endpoint.answers.customerA)
      for (const expected of endpoint.shows?.(fx) ?? []) expect(response.body).toContain(expected)
    })
  })

  it('has a row for every route that refuses an anonymous caller with 401 UNAUTHORIZED', async () => {
    const rows = new Set<string>(ENDPOINTS.map((endpoint) => endpoint.route))
    expect([...rows].filter((route) => !registered.has(route))).toEqual([])
    const missing: string[] = []
    for (const route of registered) {
      const [method, url] = route.split(' ') as [string, string]
      if (method === 'HEAD' || !url.startsWith('/api/') || url.includes('*')) continue
      const response = await inject(method as Method, url.replace(/:\w+/g, randomUUID()))
      const refused = response.statusCode === 401 && response.json().error?.code === 'UNAUTHORIZED'
      if (refused && !rows.has(route)) missing.push(route)
    }
    expect(missing).toEqual([])
  })
})
