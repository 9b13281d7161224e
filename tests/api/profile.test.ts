import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'
import { PNG } from '../support/images'

/** The start of a JPEG (JFIF) — enough for the type to be read. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF')])

/** A multipart body as a browser's FormData makes it. */
async function multipart(fill: (form: FormData) => void) {
  const form = new FormData()
  fill(form)
  const request = new Request('http://localhost/', { method: 'PUT', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

const file = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type })

describe('the profile (PUT /api/user/) and its picture', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  const put = async (token: string | null, fill: (form: FormData) => void) => {
    const body = await multipart(fill)
    return t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      payload: body.payload,
      headers: { ...body.headers, ...(token && { authorization: token }) },
    })
  }
  const me = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: token } })
    ).json().user
  const storedAvatars = async () => {
    try {
      return await readdir(join(t.config.dataDir, 'uploads', 'avatars'))
    } catch {
      return []
    }
  }

  it('keeps how prices are shown (with or without MVA), none until chosen, in the profile answer', async () => {
    const { token, user, email, password } = await signUp(t.app)
    expect(user.priceDisplay ?? null).toBeNull()
    const on = await put(token, (form) => form.set('priceDisplay', 'excl'))
    expect(on.statusCode).toBe(200)
    expect(on.json().user.priceDisplay).toBe('excl')
    expect((await me(token)).priceDisplay).toBe('excl')
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    })
    expect(login.json().user.priceDisplay).toBe('excl')
    const named = await put(token, (form) => form.set('firstName', 'Kari'))
    expect(named.json().user.priceDisplay).toBe('excl')
    const off = await put(token, (form) => form.set('priceDisplay', 'incl'))
    expect(off.json().user.priceDisplay).toBe('incl')
  })

  it('refuses a way of showing prices it does not know', async () => {
    const { token } = await signUp(t.app)
    const response = await put(token, (form) => form.set('priceDisplay', 'netto'))
    expect(response.statusCode).toBe(400)
    expect((await me(token)).priceDisplay ?? null).toBeNull()
  })

  it('saves names, phone and a PNG picture, served back from the API host as an image', async () => {
    const { token, user } = await signUp(t.app)
    const response = await put(token, (form) => {
      form.set('firstName', '  Kari ')
      form.set('lastName', 'Nordmann')
      form.set('phone', '+47 912 34 567')
      form.set('avatar', file(PNG, 'image/png'), 'meg.png')
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const saved = response.json().user
    expect(saved).toMatchObject({
      id: user.id,
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '+47 912 34 567',
    })
    expect(saved.avatar).toMatch(new RegExp(`^/api/uploads/avatars/${user.id}-[\\w-]+\\.png$`))
    expect(await me(token)).toEqual(saved)

    const picture = await t.app.inject({ method: 'GET', url: saved.avatar })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    expect(picture.headers['x-content-type-options']).toBe('nosniff')
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'")
    expect(picture.rawPayload.equals(PNG)).toBe(true)
  })

  it('replaces the picture and deletes the old file; removeAvatar removes it', async () => {
    const { token, user } = await signUp(t.app)
    const first = (
      await put(token, (form) => form.set('avatar', file(PNG, 'image/png'), 'a.png'))
    ).json().user.avatar
    const second = (
      await put(token, (form) => form.set('avatar', file(JPEG, 'image/jpeg'), 'b.jpg'))
    ).json().user.avatar
    expect(second).toMatch(/\.jpg$/)
    expect(second).not.toBe(first)
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404)
    const mine = (await storedAvatars()).filter((name) => name.startsWith(user.id))
    expect(mine).toEqual([second.split('/').pop()])

    const removed = await put(token, (form) => form.set('removeAvatar', '1'))
    expect(removed.json().user.avatar).toBeNull()
    expect((await storedAvatars()).filter((name) => name.startsWith(user.id))).toEqual([])
  })

  it('leaves fields out of the form as they are, and an empty phone removes the phone', async () => {
    const { token } = await signUp(t.app)
    await put(token, (form) => {
      form.set('firstName', 'Ola')
      form.set('phone', '22 33 44 55')
    })
    const response = await put(token, (form) => form.set('phone', ''))
    expect(response.json().user).toMatchObject({ firstName: 'Ola', phone: null, avatar: null })
  })

  it('refuses a file that is no JPEG, PNG or WebP (HTML named .png) with 415, storing nothing', async () => {
    const { token } = await signUp(t.app)
    const before = await storedAvatars()
    const response = await put(token, (form) => {
      form.set('firstName', 'Mallory')
      form.set('avatar', file(Buffer.from('<html><script>alert(1)</script>'), 'image/png'), 'x.png')
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error).toEqual({
      code: 'UNSUPPORTED_IMAGE',
      message: 'The profile picture must be a JPEG, PNG or WebP image.',
    })
    expect(await storedAvatars()).toEqual(before)
    expect((await me(token)).firstName).toBe('')
  })

  it('refuses a picture over 2 MB (a 50 MB upload) with 413, storing nothing', async () => {
    const { token } = await signUp(t.app)
    const before = await storedAvatars()
    const huge = Buffer.concat([PNG, Buffer.alloc(50 * 1024 * 1024)])
    const response = await put(token, (form) =>
      form.set('avatar', file(huge, 'image/png'), 'x.png'),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('FILE_TOO_LARGE')
    expect(await storedAvatars()).toEqual(before)
    expect((await me(token)).avatar).toBeNull()
  })

  it('refuses a form of 1,000 parts with 413 and changes nothing', async () => {
    const { token } = await signUp(t.app)
    const response = await put(token, (form) => {
      for (let i = 0; i < 1000; i++) form.append(`field${i}`, 'x')
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('TOO_MANY_PARTS')
  })

  it('refuses unknown fields, a too long name, a bad phone and a second file field', async () => {
    const { token } = await signUp(t.app)
    const answers = await Promise.all([
      put(token, (form) => form.set('role', 'ADMIN')),
      put(token, (form) => form.set('firstName', 'x'.repeat(101))),
      put(token, (form) => form.set('phone', 'ring meg')),
      put(token, (form) => form.set('picture', file(PNG, 'image/png'), 'p.png')),
    ])
    for (const response of answers) {
      expect(response.statusCode).toBe(400)
      expect(isApiError(response.json())).toBe(true)
    }
    expect(await me(token)).toMatchObject({ role: 'USER', firstName: '', phone: null })
  })

  it('refuses JSON (415) and a request without a token (401)', async () => {
    const { token } = await signUp(t.app)
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      payload: { firstName: 'Ola' },
      headers: { authorization: token },
    })
    expect(json.statusCode).toBe(415)
    const anonymous = await put(null, (form) => form.set('firstName', 'Ola'))
    expect(anonymous.statusCode).toBe(401)
  })

  it('serves no file outside the pictures folder, whatever the name', async () => {
    for (const name of ['..%2F..%2Fpglite%2FPG_VERSION', '%2e%2e', 'x.html', 'x.svg', 'nope.png']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/uploads/avatars/${name}` })
      expect(response.statusCode).toBe(404)
      expect(isApiError(response.json())).toBe(true)
    }
  })
})
