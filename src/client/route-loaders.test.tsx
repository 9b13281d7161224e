import { onlineManager } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { productSlug } from '../domain/product-slug'
import { productQuery } from './data/product/get-product'
import { brakePads } from './features/product/test-harness'
import { activateLocale } from './i18n/i18n'
import { createQueryClient } from './offline/query-client'
import { renderApp } from './test/render-app'

function renderSeeded(
  path: string,
  seed: (queryClient: ReturnType<typeof createQueryClient>) => void,
) {
  const queryClient = createQueryClient()
  seed(queryClient)
  const shown: string[] = []
  const { router } = renderApp(path, {
    queryClient,
    beforeRender: (router) =>
      router.subscribe('onResolved', ({ toLocation }) => shown.push(toLocation.pathname)),
  })
  return { router, queryClient, shown }
}

/** The page heading `name`, waited for as long as a whole route's lazy code may take to load. */
const pageHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })

describe('route loaders', () => {
  beforeAll(() => activateLocale('en'))
  afterEach(() => {
    onlineManager.setOnline(true)
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('replaces an outdated product slug before the page is shown, adding no history entry', async () => {
    const { router, shown } = renderSeeded('/en/products/old-name-4711', (queryClient) =>
      queryClient.setQueryData(productQuery('en', 4711).queryKey, brakePads),
    )
    expect(await pageHeading('BOSCH Brake pads')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/products/${productSlug(brakePads)}`)
    expect(shown).toEqual([`/products/${productSlug(brakePads)}`])
    expect(router.history.length).toBe(1)
  }, 20_000)

  it('opens a product page offline without asking the network first, saying it is not stored on this device', async () => {
    const { router, queryClient } = renderSeeded(
      `/en/products/${productSlug(brakePads)}`,
      (queryClient) => queryClient.setQueryData(productQuery('en', 4711).queryKey, brakePads),
    )
    await pageHeading('BOSCH Brake pads')
    await router.navigate({ to: '/about-us' })
    await pageHeading('About us')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const ensure = vi.spyOn(queryClient, 'ensureQueryData')
    await router.navigate({ to: '/products/$slug', params: { slug: 'other-part-99' } })
    // The loader did not wait for a network that is not there.
    expect(ensure).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/products/other-part-99')
    // After the query's first try fails, its retries pause until the network returns.
    expect(await pageHeading('You are offline')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('has not been saved on this device yet')
  }, 20_000)
})
