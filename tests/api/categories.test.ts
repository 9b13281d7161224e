import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CategoryNode, sidebarItemsResponseSchema } from '../../src/domain/category-tree'
import { buildTestApp, type TestApp } from '../support/build-app'

const URL = '/api/category/list/sidebaritems'

const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.subItems ?? [])])

describe('GET /api/category/list/sidebaritems', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.cleanup())

  it('answers the seeded category tree in Norwegian by default, as data.data.array', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL })
    expect(response.statusCode).toBe(200)
    const body = sidebarItemsResponseSchema.parse(response.json())
    const slugs = flatten(body.data.array).map((node) => node.slug)
    for (const slug of ['batteri', 'bremser', 'filter', 'kjøling', 'olje', 'turbo']) {
      expect(slugs).toContain(slug)
    }
    const filter = body.data.array.find((node) => node.slug === 'filter')
    expect(filter?.name).toBe('Filter')
    expect(filter?.value).toEqual(expect.arrayContaining([7, 8, 9, 424]))
  })

  it('names the categories in English with lang=en, keeping the Norwegian slugs', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${URL}?lang=en` })
    const body = sidebarItemsResponseSchema.parse(response.json())
    const cooling = body.data.array.find((node) => node.slug === 'kjøling')
    expect(cooling?.name).toBe('Engine cooling')
  })

  it('lets browsers and the service worker cache the answer for a while', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL })
    expect(response.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    )
  })

  it('refuses a language the shop does not offer with a 400 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${URL}?lang=xx` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('lang') },
    })
  })

  it('names a category changed in the database from the next request on, in the tree and the suggestions', async () => {
    const filterName = async () => {
      const tree = sidebarItemsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: URL })).json(),
      )
      return tree.data.array.find((node) => node.slug === 'filter')?.name
    }
    const suggested = async () => {
      const url = `/api/tecdoc/suggestions?search=${encodeURIComponent('sugefilter')}`
      const answer = (await t.app.inject({ method: 'GET', url })).json()
      return answer.categories.map((category: { name: string }) => category.name)
    }
    expect(await filterName()).toBe('Filter')
    expect(await suggested()).not.toContain('Sugefilter')
    await t.app.database.db.execute(
      sql`update categories set name_no = 'Sugefilter' where slug = 'filter'`,
    )
    // Suggestions first: a search takes what it kept without asking, then checks.
    expect(await suggested()).toContain('Sugefilter')
    expect(await filterName()).toBe('Sugefilter')
    await t.app.database.db.execute(
      sql`update categories set name_no = 'Filter' where slug = 'filter'`,
    )
    expect(await filterName()).toBe('Filter')
  })
})
