import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidOrgNumber } from '../../src/domain/org-number'
import { shopSettingsSchema } from '../../src/domain/settings'
import { shopSettings } from '../../src/server/db/schema'
import { buildTestApp, type TestApp } from '../support/build-app'

const URL = '/api/setting/settings'

describe('GET /api/setting/settings', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: URL, headers })

  it('answers the demo shop seeded on first start, in the shared shape', async () => {
    const response = await get()

    expect(response.statusCode).toBe(200)
    const settings = shopSettingsSchema.parse(response.json())
    expect(settings).toMatchObject({
      companyName: 'Delelager AS',
      email: 'kundeservice@delelager.no',
      address: { postcode: expect.stringMatching(/^\d{4}$/) },
      phone: expect.stringMatching(/^\+47 /),
    })
    expect(isValidOrgNumber(settings.orgNr)).toBe(true)
    expect(settings.links.map((link) => link.title)).toEqual(['Facebook', 'Instagram', 'YouTube'])
  })

  it('can be cached and revalidated like the catalogue answers', async () => {
    const first = await get()
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)

    const again = await get({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('keeps settings changed since the first start when the server starts again', async () => {
    await t.app.database.db
      .update(shopSettings)
      .set({ phone: '+47 22 33 44 55' })
      .where(eq(shopSettings.id, 1))

    await t.restart()

    expect((await get()).json().phone).toBe('+47 22 33 44 55')
  })

  it('holds one row only', async () => {
    const second = t.app.database.db.insert(shopSettings).values({
      id: 2,
      companyName: 'Annen AS',
      orgNr: '123456785',
      phone: '+47 22 00 00 00',
      email: 'a@b',
      street: 'Gate 1',
      postcode: '0150',
      city: 'Oslo',
    })
    await expect(second).rejects.toThrow()
  })

  it('refuses to store a postcode that is not four digits', async () => {
    const bad = t.app.database.db
      .update(shopSettings)
      .set({ postcode: '206' })
      .where(eq(shopSettings.id, 1))
    await expect(bad).rejects.toThrow()
  })

  it('answers 404 in the error shape when the settings row is gone', async () => {
    await t.app.database.db.delete(shopSettings)

    const response = await get()

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'SETTINGS_NOT_FOUND', message: expect.any(String) },
    })
  })

  it('answers 405 to other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: {} })
    expect(response.statusCode).toBe(405)
  })
})
