import { asc, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '../../src/domain/api-error'
import { COMPARE_MAX } from '../../src/domain/compare'
import { MAX_INT4 } from '../../src/domain/int4'
import type { SavedArticle } from '../../src/domain/saved-article'
import type { SavedListsAnswer } from '../../src/domain/saved-list-schema'
import { articles } from '../../src/server/db/schema'
import { type SignedUp, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

const snapshot = (articleId: number): SavedArticle => ({
  articleId,
  articleNumber: `A-${articleId}`,
  articleName: 'Bremseskive',
  mfrName: 'TRW',
  price: 49_900,
  discount: 1_000,
  available: true,
  availability: 'in-stock',
  image: null,
  rating: 4,
  criteria: [{ name: 'Diameter', value: '288 mm' }],
})

describe('the wishlist and compare list of a signed-in user', () => {
  let t: TestApp
  let ids: number[]
  beforeAll(async () => {
    t = await buildTestApp()
    const rows = await t.app.database.db
      .select({ articleId: articles.articleId })
      .from(articles)
      .where(gt(articles.price, 0))
      .orderBy(asc(articles.articleId))
      .limit(COMPARE_MAX + 2)
    ids = rows.map((row) => row.articleId)
  })
  afterAll(() => t?.cleanup())

  const id = (index: number) => ids[index] ?? 0
  const lists = async (who: SignedUp) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/saved-lists',
        headers: { authorization: who.token },
      })
    ).json<SavedListsAnswer>()
  const put = (
    who: SignedUp,
    list: string,
    articleId: number,
    body: object = snapshot(articleId),
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/saved-lists/${list}/${articleId}`,
      headers: { authorization: who.token },
      payload: body,
    })
  const remove = (who: SignedUp, list: string, articleId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/saved-lists/${list}/${articleId}`,
      headers: { authorization: who.token },
    })

  it('keeps what one device saved, for another device of the same account, in the order added', async () => {
    const user = await signUp(t.app)
    const phone = { ...user }
    expect(await lists(user)).toEqual({ wishlist: [], compare: [] })
    await put(user, 'wishlist', id(1))
    await put(user, 'wishlist', id(0))
    const answer = await put(user, 'compare', id(2))

    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(await lists(phone)).toEqual({
      wishlist: [snapshot(id(1)), snapshot(id(0))],
      compare: [snapshot(id(2))],
    })
  })

  it('changes nothing when the same add is replayed, and removes everywhere on delete', async () => {
    const user = await signUp(t.app)
    await put(user, 'wishlist', id(0))
    const again = await put(user, 'wishlist', id(0), { ...snapshot(id(0)), price: 1 })
    expect(again.json<SavedListsAnswer>().wishlist).toEqual([snapshot(id(0))])

    const removed = await remove(user, 'wishlist', id(0))
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ wishlist: [], compare: [] })
    expect((await remove(user, 'wishlist', id(0))).statusCode).toBe(200)
  })

  it(`keeps at most ${COMPARE_MAX} articles to compare and says so (409)`, async () => {
    const user = await signUp(t.app)
    for (let i = 0; i < COMPARE_MAX; i++) {
      expect((await put(user, 'compare', id(i))).statusCode).toBe(200)
    }
    const full = await put(user, 'compare', id(COMPARE_MAX))
    expect(full.statusCode).toBe(409)
    expect(full.json<{ error: { code: string } }>().error.code).toBe('SAVED_LIST_FULL')
    expect((await lists(user)).compare).toHaveLength(COMPARE_MAX)
  })

  it('refuses an unknown article (404), another list name, a snapshot of another article and a bad one (400)', async () => {
    const user = await signUp(t.app)
    const unknown = await put(user, 'wishlist', MAX_INT4)
    expect(unknown.statusCode).toBe(404)
    expect(isApiError(unknown.json())).toBe(true)
    for (const response of [
      await put(user, 'favourites', id(0)),
      await put(user, 'wishlist', id(0), snapshot(id(1))),
      await put(user, 'wishlist', id(0), { ...snapshot(id(0)), price: -1 }),
      await put(user, 'wishlist', id(0), { ...snapshot(id(0)), owner: 'x' }),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(isApiError(response.json())).toBe(true)
    }
    expect(await lists(user)).toEqual({ wishlist: [], compare: [] })
  })

  it("never shows one user's lists to another", async () => {
    const owner = await signUp(t.app)
    const other = await signUp(t.app)
    await put(owner, 'wishlist', id(0))
    await remove(other, 'wishlist', id(0))
    expect(await lists(other)).toEqual({ wishlist: [], compare: [] })
    expect((await lists(owner)).wishlist).toEqual([snapshot(id(0))])
  })
})
