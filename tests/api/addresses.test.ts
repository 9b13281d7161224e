import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ADDRESSES, type SavedAddress } from '../../src/domain/address'
import { isApiError } from '../../src/domain/api-error'
import { signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const home = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  address1: 'Verkstedveien 12',
  city: 'Oslo',
  postcode: '0150',
  phone: '+47 912 34 567',
}
const work = { ...home, company: 'Kari Bil AS', address1: 'Industrigata 3', postcode: '0473' }

describe('the address book (/api/address)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload !== undefined && { payload: payload as object }),
    })
  const add = async (token: string, payload: object) => {
    const response = await call('POST', '/api/address/add', token, payload)
    expect(response.statusCode).toBe(201)
    return response.json<{ address: { addressDetails: SavedAddress[] } }>().address
      .addressDetails[0] as SavedAddress
  }
  const list = async (token: string) =>
    (await call('GET', '/api/address', token)).json<{ data: { addressDetails: SavedAddress[] } }>()
      .data.addressDetails

  it('makes the first address the default and keeps exactly one default', async () => {
    const { token } = await signUp(t.app)
    const first = await add(token, home)
    expect(first).toMatchObject({ ...home, country: 'NO', default: true })
    const second = await add(token, work)
    expect(second.default).toBe(false)
    const third = await add(token, { ...work, address1: 'Sjøgata 9', default: true })
    const all = await list(token)
    expect(all.filter((a) => a.default).map((a) => a._id)).toEqual([third._id])
    expect(all[0]?._id).toBe(third._id)
    const byDefault = await call('GET', '/api/address/default/address', token)
    expect(byDefault.json().address._id).toBe(third._id)
    expect(byDefault.headers['cache-control']).toBe('no-store')
  })

  it('edits an address, and moving the default mark takes it from the old one', async () => {
    const { token } = await signUp(t.app)
    const a = await add(token, home)
    const b = await add(token, work)
    const edited = await call('PUT', `/api/address/${b._id}`, token, {
      ...work,
      city: 'Bergen',
      postcode: '5003',
      default: true,
    })
    expect(edited.json().address).toMatchObject({ city: 'Bergen', default: true })
    expect((await call('GET', `/api/address/${a._id}`, token)).json().address.default).toBe(false)
    // Unticking the default keeps it: one address is always the default.
    const kept = await call('PUT', `/api/address/${b._id}`, token, { ...work, default: false })
    expect(kept.json().address.default).toBe(true)
  })

  it('hands the default to the newest address left when the default is deleted', async () => {
    const { token } = await signUp(t.app)
    const a = await add(token, home)
    await add(token, work)
    const c = await add(token, { ...home, address1: 'Fjordveien 1' })
    expect((await call('DELETE', `/api/address/delete/${a._id}`, token)).statusCode).toBe(200)
    const all = await list(token)
    expect(all).toHaveLength(2)
    expect(all.filter((x) => x.default).map((x) => x._id)).toEqual([c._id])
    expect((await call('GET', `/api/address/${a._id}`, token)).statusCode).toBe(404)
  })

  it("never shows, changes or deletes another customer's address (404 as for an unknown id)", async () => {
    const owner = await signUp(t.app)
    const other = await signUp(t.app)
    const mine = await add(owner.token, home)
    expect((await call('GET', `/api/address/${mine._id}`, other.token)).statusCode).toBe(404)
    expect((await call('PUT', `/api/address/${mine._id}`, other.token, work)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/address/delete/${mine._id}`, other.token)).statusCode).toBe(
      404,
    )
    expect(await list(other.token)).toEqual([])
    expect(
      (await call('GET', `/api/address/${mine._id}`, owner.token)).json().address.address1,
    ).toBe(home.address1)
    expect((await call('GET', '/api/address/default/address', other.token)).statusCode).toBe(404)
  })

  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/address'],
      ['POST', '/api/address/add'],
      ['GET', '/api/address/default/address'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? home : undefined)
      expect(response.statusCode).toBe(401)
      expect(response.json().error.message).toBe('Authorization token is missing.')
    }
  })

  it.each([
    ['a five-digit Norwegian postcode', { ...home, postcode: '01500' }],
    ['a missing first name', { ...home, firstName: ' ' }],
    ['a bad e-mail', { ...home, email: 'kari' }],
    ['an extra field', { ...home, userId: 'someone-else' }],
    ['a huge street', { ...home, address1: 'x'.repeat(5000) }],
    ['a default that is no boolean', { ...home, default: 'yes' }],
  ])('refuses %s with a 400 in the error shape, storing nothing', async (_name, payload) => {
    const { token } = await signUp(t.app)
    const response = await call('POST', '/api/address/add', token, payload)
    expect(response.statusCode).toBe(400)
    expect(isApiError(response.json())).toBe(true)
    expect(await list(token)).toEqual([])
  })

  it('accepts a foreign postcode abroad, and refuses ids that are no uuid', async () => {
    const { token } = await signUp(t.app)
    expect((await add(token, { ...home, country: 'SE', postcode: '114 55' })).country).toBe('SE')
    expect((await call('GET', '/api/address/not-a-uuid', token)).statusCode).toBe(400)
  })

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const { token } = await signUp(t.app)
    await Promise.all(
      Array.from({ length: MAX_ADDRESSES }, (_, i) =>
        add(token, { ...home, address1: `Gate ${i}` }),
      ),
    )
    const all = await list(token)
    expect(all).toHaveLength(MAX_ADDRESSES)
    expect(all.filter((a) => a.default)).toHaveLength(1)
    const over = await call('POST', '/api/address/add', token, home)
    expect(over.statusCode).toBe(409)
    expect(over.json().error.code).toBe('TOO_MANY_ADDRESSES')
  })
})
