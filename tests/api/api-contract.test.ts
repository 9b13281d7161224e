import { randomUUID } from 'node:crypto'
import { and, asc, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meAnswerSchema } from '../../src/domain/account'
import { addressListAnswerSchema } from '../../src/domain/address-schema'
import { adminDashboardSchema, adminOrdersResponseSchema } from '../../src/domain/admin'
import { apiErrorSchema, healthSchema } from '../../src/domain/api-error'
import {
  articleByNumberAnswerSchema,
  articlePageSchema,
  brandListAnswerSchema,
  featuredArticlesAnswerSchema,
  productAnswerSchema,
  suggestionsAnswerSchema,
} from '../../src/domain/article-schema'
import { cartAnswerSchema } from '../../src/domain/cart-schema'
import { adminCategoriesResponseSchema } from '../../src/domain/catalogue-api'
import { sidebarItemsResponseSchema } from '../../src/domain/category-tree'
import { contactResponseSchema } from '../../src/domain/contact'
import { garageListAnswerSchema } from '../../src/domain/garage-schema'
import { orderAnswerSchema, ordersAnswerSchema } from '../../src/domain/order-schema'
import { PAYLOAD_VERSION, PAYLOAD_VERSION_HEADER } from '../../src/domain/payload-version'
import { shopSettingsSchema } from '../../src/domain/settings'
import {
  manufacturersAnswerSchema,
  modelSeriesAnswerSchema,
  registrationAnswerSchema,
  variantIdsAnswerSchema,
  variantsAnswerSchema,
  vehicleCategoriesAnswerSchema,
  vehicleDetailsAnswerSchema,
  vinAnswerSchema,
} from '../../src/domain/vehicle-schema'
import { articles } from '../../src/server/db/schema'
import { type SignedUp, signInAsAdmin, signUp } from '../support/accounts'
import { buildTestApp, type TestApp } from '../support/build-app'

describe('the API contract', () => {
  let t: TestApp
  let user: SignedUp
  let article: typeof articles.$inferSelect

  beforeAll(async () => {
    t = await buildTestApp()
    user = await signUp(t.app)
    const [sold] = await t.app.database.db
      .select()
      .from(articles)
      .where(and(gt(articles.price, 0), gt(articles.stock, 0)))
      .orderBy(asc(articles.articleId))
      .limit(1)
    if (!sold) throw new Error('the demo catalogue has no article for sale')
    article = sold
  })
  afterAll(() => t?.cleanup())

  const get = async (url: string, token?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: token } : {},
    })
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200)
    return response.json()
  }

  describe('the OpenAPI document', () => {
    it('describes the API as OpenAPI 3 with the answers of the article and vehicle calls', async () => {
      const doc = await get('/api/openapi.json')
      expect(doc.openapi).toMatch(/^3\./)
      expect(doc.info.title).toBeTruthy()
      const product = doc.paths['/api/product/item']?.get
      expect(product?.responses?.['200']?.content?.['application/json']?.schema).toBeDefined()
      for (const path of [
        '/api/tecdoc/get-products',
        '/api/tecdoc/get-products-by-target-ids',
        '/api/tecdoc/manufacturers',
        '/api/tecdoc/models',
        '/api/tecdoc/search-by-registration-number',
        '/api/vehicles/variant/{carId}',
        '/api/vehicles/variant/{carId}/categories',
        '/api/cart/{cartId}',
        '/api/cart/mine',
      ]) {
        const schema = doc.paths[path]?.get?.responses?.['200']?.content?.['application/json']
        expect(schema?.schema, path).toBeDefined()
      }
      const page =
        doc.paths['/api/tecdoc/get-products'].get.responses['200'].content['application/json']
          .schema
      expect(page.properties.articles.items.properties).toHaveProperty('articleId')
      expect(doc.paths).not.toHaveProperty('/api/openapi.json')
      expect(doc.paths).not.toHaveProperty('/api/docs/json')
    })

    it('lists the request parameters and bodies the server checks', async () => {
      const doc = await get('/api/openapi.json')
      const models = doc.paths['/api/tecdoc/models'].get.parameters
      expect(models).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ in: 'query', name: 'manuId', required: true }),
          expect.objectContaining({ in: 'query', name: 'lang', required: false }),
        ]),
      )
      // By id or by number: neither is required on its own.
      const product = doc.paths['/api/product/item'].get.parameters
      expect(product).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'id', required: false }),
          expect.objectContaining({ name: 'articleNumber', required: false }),
        ]),
      )
      const variant = doc.paths['/api/vehicles/variant/{carId}'].get.parameters
      expect(variant).toEqual(
        expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'carId' })]),
      )
      const cart =
        doc.paths['/api/cart/create-cart'].post.requestBody.content['application/json'].schema
      const line = cart.properties.newState.properties.items.items
      expect(line.properties).toHaveProperty('articleId')
      expect(line.required).toContain('articleId')
      const contact =
        doc.paths['/api/contact/send/email'].post.requestBody.content['application/json'].schema
      expect(contact.properties.payload.required).toEqual(
        expect.arrayContaining(['name', 'email', 'message']),
      )
    })

    it('describes the answers of the admin, contact, offline pack and sign-out calls', async () => {
      const doc = await get('/api/openapi.json')
      const answer = (path: string, method: string, status: string) =>
        doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema
      expect(answer('/api/admin/dashboard', 'get', '200').properties).toHaveProperty('providers')
      expect(answer('/api/admin/orders', 'get', '200').properties.data.properties).toHaveProperty(
        'array',
      )
      expect(answer('/api/category/list/admin/sidebaritems', 'get', '200')).toBeDefined()
      expect(answer('/api/tecdoc/set-article-featured', 'post', '200')).toBeDefined()
      expect(answer('/api/admin/settings', 'put', '200')).toBeDefined()
      expect(
        answer('/api/admin/articles/{articleId}', 'patch', '200').properties.article.properties,
      ).toHaveProperty('available')
      expect(answer('/api/contact/send/email', 'post', '201').properties).toHaveProperty('id')
      expect(
        answer('/api/admin/orders/{id}/status', 'post', '200').properties.event.properties,
      ).toHaveProperty('trackingUrl')
      expect(answer('/api/order/{id}/events', 'get', '200').properties).toHaveProperty('returns')
      expect(answer('/api/admin/orders/{id}/refunds', 'post', '201').properties).toHaveProperty(
        'refund',
      )
      expect(answer('/api/order/{id}/returns', 'post', '201').properties).toHaveProperty('return')
      expect(answer('/api/admin/returns', 'get', '200').properties.data.properties).toHaveProperty(
        'array',
      )
      expect(
        answer('/api/vehicles/variant/{carId}/offline-pack', 'get', '200').properties,
      ).toHaveProperty('items')
      for (const path of ['/api/auth/logout', '/api/auth/logout-all']) {
        const ended = doc.paths[path].post.responses['204']
        expect(ended, path).toBeDefined()
        expect(ended.content, path).toBeUndefined()
      }
      const logout = doc.paths['/api/auth/logout'].post.requestBody
      expect(logout.required).not.toBe(true)
      expect(logout.content['application/json'].schema.properties).toHaveProperty('sessionId')
      const signedIn = answer('/api/auth/login', 'post', '200').properties
      expect(signedIn).toHaveProperty('sessionId')
    })

    it('has every schema reference point at a schema of the document', async () => {
      const doc = await get('/api/openapi.json')
      const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '')
      for (const ref of new Set(refs)) {
        expect(ref, ref).toMatch(/^#\/components\/schemas\//)
        expect(doc.components.schemas, ref).toHaveProperty(ref.split('/').at(-1) as string)
      }
    })

    it('serves a docs page whose scripts load from our origin, under the shop’s own CSP', async () => {
      for (const url of ['/api/docs', '/api/docs/']) {
        const page = await t.app.inject({ method: 'GET', url })
        expect(page.statusCode, url).toBe(200)
        expect(page.headers['content-type']).toMatch(/text\/html/)
        expect(page.headers['content-security-policy']).toContain("script-src 'self'")
        // Nothing inline: every script is a file, and each one is there.
        expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/)
        const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '')
        expect(scripts.length).toBeGreaterThan(0)
        for (const src of scripts) {
          const asset = new URL(src, `http://localhost${url}`).pathname
          const response = await t.app.inject({ method: 'GET', url: asset })
          expect(response.statusCode, asset).toBe(200)
        }
      }
    })
  })

  describe('answers that parse with their domain schemas', () => {
    it('an article, by id and by number, and the featured ones', async () => {
      const byId = productAnswerSchema.parse(await get(`/api/product/item?id=${article.articleId}`))
      expect(byId.product.articleId).toBe(article.articleId)
      articleByNumberAnswerSchema.parse(
        await get(
          `/api/tecdoc/get-product-by-article-number?articleNumber=${encodeURIComponent(article.articleNumber)}`,
        ),
      )
      featuredArticlesAnswerSchema.parse(await get('/api/tecdoc/get-feature-products'))
    })

    it('a category listing with its filters, the category tree, brands and a search', async () => {
      const tree = sidebarItemsResponseSchema.parse(await get('/api/category/list/sidebaritems'))
      const slug = tree.data.array[0]?.slug
      const listing = articlePageSchema.parse(
        await get(`/api/tecdoc/get-products?category=${slug}&facets=1`),
      )
      expect(listing.articles.length).toBeGreaterThan(0)
      expect(listing.filters?.length).toBeGreaterThan(0)
      brandListAnswerSchema.parse(await get('/api/brand/list'))
      articlePageSchema.parse(
        await get(`/api/tecdoc/search?search=${encodeURIComponent(article.articleNumber)}`),
      )
      suggestionsAnswerSchema.parse(await get('/api/tecdoc/suggestions?search=brems'))
    })

    it('the vehicle chain, from the makes down to one variant and its parts', async () => {
      const makes = manufacturersAnswerSchema.parse(await get('/api/tecdoc/manufacturers'))
      const make = makes.data.find((m) => m.manuName === 'Volkswagen') ?? makes.data[0]
      const series = modelSeriesAnswerSchema.parse(
        await get(`/api/tecdoc/models?manuId=${make?.manuId}`),
      )
      const model = series.data.array[0]
      const carIds = variantIdsAnswerSchema.parse(
        await get(`/api/tecdoc/vehicle-ids?manuId=${make?.manuId}&modelId=${model?.modelId}`),
      )
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/tecdoc/vehicles',
        payload: { carids: carIds, lang: 'no' },
      })
      const variants = variantsAnswerSchema.parse(response.json())
      const carId = variants.data.array[0]?.vehicleDetails.carId
      vehicleDetailsAnswerSchema.parse(await get(`/api/vehicles/variant/${carId}`))
      articlePageSchema.parse(await get(`/api/tecdoc/get-products-by-target-ids?engine=${carId}`))
    })

    it('a registration, its car’s categories and a VIN look-up, with manuId and a null or real engine code', async () => {
      const plate = registrationAnswerSchema.parse(
        await get('/api/tecdoc/search-by-registration-number?registrationNumber=EK39085'),
      )
      expect(plate.data).toMatchObject({ manuId: 32, modelId: 3205, carId: 320517 })
      const categories = vehicleCategoriesAnswerSchema.parse(
        await get('/api/vehicles/variant/320517/categories'),
      )
      expect(categories.data.array.length).toBeGreaterThan(0)
      vinAnswerSchema.parse(await get('/api/vehicles/by-vin?vin=WVWZZZAUZHP000001'))
    })

    it('a cart, an order, the user, the garage and the address book', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/cart/create-cart',
        headers: {
          'idempotency-key': randomUUID(),
          [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
          authorization: user.token,
        },
        payload: {
          newState: {
            items: [{ articleId: article.articleId, mfrName: article.mfrName, quantity: 2 }],
          },
        },
      })
      const cart = cartAnswerSchema.parse(created.json())
      cartAnswerSchema.parse(await get(`/api/cart/${cart.cartId}`, user.token))
      cartAnswerSchema.parse(await get('/api/cart/mine', user.token))

      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        headers: {
          'idempotency-key': randomUUID(),
          [PAYLOAD_VERSION_HEADER]: String(PAYLOAD_VERSION),
          authorization: user.token,
        },
        payload: {
          items: [{ articleId: article.articleId, quantity: 1 }],
          contact: { email: user.email },
          shippingAddress: {
            firstName: 'Kari',
            lastName: 'Nordmann',
            address1: 'Storgata 1',
            city: 'Oslo',
            postcode: '0155',
          },
          deliveryMethod: 'standard',
          acceptTerms: true,
          acceptCancellationRight: true,
        },
      })
      expect(placed.statusCode, placed.body).toBe(201)
      const { order } = orderAnswerSchema.parse(placed.json())
      orderAnswerSchema.parse(await get(`/api/order/token/${order.token}`))
      ordersAnswerSchema.parse(await get('/api/order/me', user.token))

      meAnswerSchema.parse(await get('/api/user/me', user.token))
      garageListAnswerSchema.parse(await get('/api/garage', user.token))
      addressListAnswerSchema.parse(await get('/api/address', user.token))
      shopSettingsSchema.parse(await get('/api/setting/settings'))
      healthSchema.parse(await get('/api/health'))
    })

    it('the admin dashboard, order list and category listing, and a contact message', async () => {
      const admin = await signInAsAdmin(t.app)
      adminDashboardSchema.parse(await get('/api/admin/dashboard', admin.token))
      adminOrdersResponseSchema.parse(await get('/api/admin/orders', admin.token))
      adminCategoriesResponseSchema.parse(
        await get('/api/category/list/admin/sidebaritems', admin.token),
      )
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact/send/email',
        payload: { payload: { name: 'Kari', email: 'kari@example.no', message: 'Hei' } },
      })
      expect(sent.statusCode, sent.body).toBe(201)
      contactResponseSchema.parse(sent.json())
    })

    it('a declared request is checked by its handler only: auth first, then its own codes', async () => {
      const unsigned = await t.app.inject({ method: 'GET', url: '/api/admin/orders?page=0' })
      expect(unsigned.statusCode).toBe(401)
      const plate = await t.app.inject({
        method: 'GET',
        url: '/api/tecdoc/search-by-registration-number?registrationNumber=!!',
      })
      expect(plate.json().error.code).toBe('INVALID_REGISTRATION_NUMBER')
      const both = await t.app.inject({
        method: 'GET',
        url: '/api/tecdoc/search-by-registration-number?registrationNumber=!!&lang=xx',
      })
      expect(both.json().error).toMatchObject({ code: 'VALIDATION_ERROR' })
      expect(both.json().error.message).toMatch(/^lang: /)
    })

    it('a failure, in the error shape', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/product/item?id=0' })
      expect(response.statusCode).toBe(400)
      apiErrorSchema.parse(response.json())
    })
  })
})
