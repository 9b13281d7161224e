import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sidebarCategoriesQuery } from '../../../data/catalogue/get-sidebar-categories'
import { activateLocale } from '../../../i18n/i18n'
import { createQueryClient } from '../../../offline/query-client'
import { manufacturersQuery } from '../../../data/vehicles/get-manufacturers'
import { modelSeriesQuery } from '../../../data/vehicles/get-model-series'
import { variantIdsQuery } from '../../../data/vehicles/get-variant-ids'
import { variantsQuery } from '../../../data/vehicles/get-variants'
import { vehicleCategoriesQuery } from '../../../data/vehicles/get-vehicle-categories'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'
import { vehiclePartsQuery } from '../../../data/vehicles/get-vehicle-parts'
import {
  golfDetails,
  golfTdi as tdi,
  golfVii as golf,
  volkswagen as vw,
} from '../../../test/golf-vehicle'
import { listedArticle } from '../../../test/listed-article'
import { renderApp } from '../../../test/render-app'
import { linkHref } from '../../../test/link-href'

const toyota = { manuId: 31, manuName: 'Toyota' }

/** `/en/catalog…` with the vehicle lists and the Golf's parts already in the cache. */
async function renderCatalog(path: string, { engineKnown = false } = {}) {
  await activateLocale('en')
  const queryClient = createQueryClient()
  if (engineKnown) {
    queryClient.setQueryData(vehicleDetailsQuery('en', 320507).queryKey, golfDetails)
  }
  queryClient.setQueryData(manufacturersQuery('en').queryKey, [toyota, vw])
  queryClient.setQueryData(modelSeriesQuery('en', 32).queryKey, [golf])
  queryClient.setQueryData(variantIdsQuery('en', { manuId: 32, modelId: 3205 }).queryKey, [320507])
  queryClient.setQueryData(variantsQuery('en', [320507]).queryKey, [tdi])
  queryClient.setQueryData(sidebarCategoriesQuery('en').queryKey, [
    { name: 'Brakes', slug: 'bremser', value: [82], index: 0 },
  ])
  queryClient.setQueryData(vehicleCategoriesQuery('en', 320507).queryKey, [
    { name: 'Brakes', slug: 'bremser', count: 40 },
  ])
  queryClient.setQueryData(vehiclePartsQuery('en', { carId: 320507, page: 1 }).queryKey, {
    articles: [
      listedArticle({
        articleId: 12,
        articleNumber: 'DF2442',
        articleName: 'Brake disc',
        mfrName: 'TRW',
        price: 102900,
      }),
    ],
    page: 1,
    perPage: 16,
    total: 40,
  })
  const main = () => within(screen.getByRole('main'))
  return { ...renderApp(path, { queryClient }), main }
}

describe('the mobile search by vehicle (/catalog)', () => {
  it('shows the shop with its categories and the search by vehicle below them', async () => {
    const { main } = await renderCatalog('/en/catalog')
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument()
    const categories = main().getByRole('region', { name: 'Categories' })
    expect(linkHref(categories, 'Brakes')).toBe('/en/catalog/bremser')
    expect(
      main().getByRole('heading', { level: 2, name: 'Find parts by vehicle' }),
    ).toBeInTheDocument()
  })

  it('offers brand, model and engine without a year, and opens the parts of the engine chosen', async () => {
    const { router, queryClient, main, user } = await renderCatalog('/en/catalog')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Find parts by vehicle' }),
    ).toBeInTheDocument()
    expect(main().queryByRole('combobox', { name: 'Year' })).toBeNull()
    const brand = main().getByRole('combobox', { name: 'Brand' })
    await waitFor(() => expect(brand).toBeEnabled())
    await user.selectOptions(brand, 'Volkswagen')
    const model = main().getByRole('combobox', { name: 'Model' })
    await waitFor(() => expect(model).toBeEnabled())
    await user.selectOptions(model, '3205')
    const engine = main().getByRole('combobox', { name: 'Engine' })
    await waitFor(() => expect(engine).toBeEnabled())
    await user.selectOptions(engine, '320507')

    await waitFor(() =>
      expect(router.state.location.search).toEqual({ brand: 32, model: 3205, engine: 320507 }),
    )
    expect(router.state.location.pathname).toBe('/catalog')
    expect(queryClient.getQueryData(vehicleDetailsQuery('en', 320507).queryKey)).toMatchObject({
      make: vw,
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Parts for Volkswagen Golf VII 1.6 TDI',
      }),
    ).toBeInTheDocument()
  })

  it('starts from the brand and model the address names', async () => {
    const { main } = await renderCatalog('/en/catalog?brand=32&model=3205')
    await screen.findByRole('heading', { level: 1, name: 'Find parts by vehicle' })
    const engine = main().getByRole('combobox', { name: 'Engine' })
    await waitFor(() => expect(engine).toBeEnabled())
    expect(main().getByRole('combobox', { name: 'Brand' })).toHaveValue('32')
    expect(main().getByRole('combobox', { name: 'Model' })).toHaveValue('3205')
  })

  it('lists the parts of the engine the address names, with category and page links that stay on /catalog', async () => {
    const { main } = await renderCatalog('/en/catalog?brand=32&model=3205&engine=320507', {
      engineKnown: true,
    })
    await screen.findByRole('heading', { level: 1, name: /1\.6 TDI$/ })
    const parts = main().getByRole('region', { name: 'Parts' })
    expect(await within(parts).findByRole('article', { name: 'Brake disc' })).toBeInTheDocument()
    const categories = main().getByRole('navigation', { name: 'Part categories' })
    expect(linkHref(categories, 'Brakes (40)')).toBe(
      '/en/catalog?brand=32&model=3205&engine=320507&category=bremser',
    )
    expect(linkHref(parts, 'Next page')).toBe(
      '/en/catalog?brand=32&model=3205&engine=320507&page=2',
    )
  })
})
