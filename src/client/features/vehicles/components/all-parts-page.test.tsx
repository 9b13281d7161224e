import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { createQueryClient } from '../../../offline/query-client'
import { golfDetails } from '../../../test/golf-vehicle'
import { listedArticle } from '../../../test/listed-article'
import { renderApp } from '../../../test/render-app'
import { vehicleCategoriesQuery } from '../../../data/vehicles/get-vehicle-categories'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'
import { vehiclePartsQuery } from '../../../data/vehicles/get-vehicle-parts'
import { linkHref } from '../../../test/link-href'

/** `/all` with what the API would answer already in the cache (as when offline). */
async function renderAll(path: string) {
  await activateLocale('no')
  const queryClient = createQueryClient()
  queryClient.setQueryData(vehicleCategoriesQuery('no', 320507).queryKey, [
    {
      name: 'Bremser',
      slug: 'bremser',
      count: 9,
      subItems: [
        {
          name: 'Skivebremser',
          slug: 'skivebremser',
          count: 9,
          subItems: [{ name: 'Bremseklosser', slug: 'bremseklosser', count: 4 }],
        },
      ],
    },
    { name: 'Batteri', slug: 'batteri', count: 2 },
  ])
  queryClient.setQueryData(vehicleDetailsQuery('no', 320507).queryKey, golfDetails)
  queryClient.setQueryData(vehiclePartsQuery('no', { carId: 320507, page: 1 }).queryKey, {
    articles: [
      listedArticle({
        articleId: 12,
        articleNumber: 'DF2442',
        articleName: 'Bremseskiver',
        mfrName: 'TRW',
        price: 102900,
        discount: 25700,
        images: [{ imageURL400: '/part-images/82.svg' }],
      }),
    ],
    page: 1,
    perPage: 16,
    total: 1200,
    totalCapped: true,
  })
  renderApp(path, { locale: 'no', queryClient })
}

describe('the parts of a vehicle (/all)', () => {
  it('shows the vehicle, its categories and its parts with prices in kroner', async () => {
    await renderAll('/all?motorID=320507')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Deler til Volkswagen Golf VII 1.6 TDI',
      }),
    ).toHaveFocus()
    expect(screen.getByText('77 kW / 105 hk')).toBeInTheDocument()
    expect(screen.getByText('CLHA')).toBeInTheDocument()
    const categories = screen.getByRole('navigation', { name: 'Delekategorier' })
    expect(linkHref(categories, 'Bremser (9)')).toBe('/all?motorID=320507&category=bremser')
    expect(within(categories).queryByRole('link', { name: /Skivebremser/ })).toBeNull()
    const parts = screen.getByRole('region', { name: 'Deler' })
    expect(within(parts).getByText('1 000+ deler')).toBeInTheDocument()
    const part = within(parts).getByRole('article', { name: 'Bremseskiver' })
    expect(within(part).getByRole('img', { name: 'Bremseskiver' })).toBeInTheDocument()
    expect(within(part).getByText('TRW')).toBeInTheDocument()
    expect(within(part).getByText('Artikkelnummer DF2442')).toBeInTheDocument()
    expect(within(part).getByText('772,00 kr')).toBeInTheDocument()
    expect(within(part).getByText('På lager')).toBeInTheDocument()
    expect(within(parts).getByRole('link', { name: 'Neste side' })).toBeInTheDocument()
  })

  it('opens the chosen category two levels down and marks only it as the current one', async () => {
    await renderAll('/all?motorID=320507&category=bremser')
    const categories = await screen.findByRole('navigation', { name: 'Delekategorier' })
    const pads = await within(categories).findByRole('link', { name: 'Bremseklosser (4)' })
    expect(pads).toHaveAttribute('href', '/all?motorID=320507&category=bremseklosser')
    const current = categories.querySelectorAll('[aria-current="page"]')
    expect([...current].map((link) => link.textContent)).toEqual(['Bremser (9)'])
    expect(within(categories).getByRole('link', { name: 'Alle kategorier' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('asks for a vehicle when the address names none', async () => {
    await renderAll('/all')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Velg et kjøretøy for å se delene som passer til det.',
    )
  })
})
