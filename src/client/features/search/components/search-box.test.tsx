import { act, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { garageStore } from '../../../data/garage/garage'
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
} from '../../../lib/recent-searches'
import { jsonResponse, stubFetchEachTest } from '../../../test/fake-fetch'
import { golfInGarage } from '../../../test/golf-vehicle'
import { listedArticle } from '../../../test/listed-article'
import { renderInRouter } from '../../../test/render-in-router'
import type { VinVariant } from '../search-options'
import { type PlateFlow, SearchBox, type VinFlow } from './search-box'

const pads = listedArticle({
  articleId: 7,
  articleNumber: 'GDB1550',
  articleName: 'Bremseklosser',
  mfrName: 'TRW',
  price: 54900,
})

const suggestions = {
  products: [pads],
  categories: [
    { name: 'Bremseklosser', slug: 'bremseklosser' },
    { name: 'Bremseskiver', slug: 'bremseskiver' },
  ],
}

/** Listeners the box registers, and a way for the test to answer them as a flow would. */
function answers<T>() {
  const listeners = new Set<(answer: T) => void>()
  return {
    onAnswered: (listener: (answer: T) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    answer: (answer: T) =>
      act(() => {
        for (const listener of listeners) listener(answer)
      }),
  }
}

function fakePlate(overrides: Partial<PlateFlow> = {}) {
  const { onAnswered, answer } = answers<boolean>()
  const plate: PlateFlow = {
    change: vi.fn(),
    submit: vi.fn(),
    onAnswered,
    resolved: false,
    required: false,
    problem: null,
    ...overrides,
  }
  return Object.assign(plate, { answer })
}

function fakeVin(overrides: Partial<VinFlow> = {}) {
  const { onAnswered, answer } = answers<VinVariant[] | null>()
  const vin: VinFlow = {
    change: vi.fn(),
    submit: vi.fn(),
    onAnswered,
    candidates: null,
    notFound: false,
    ...overrides,
  }
  return Object.assign(vin, { answer })
}

const golfVariants: VinVariant[] = [
  { carId: 320507, label: 'Volkswagen Golf VII 1.6 TDI 77 kW CLHA (2012–2017)' },
  { carId: 320604, label: 'Volkswagen Golf VII Variant 1.6 TDI 77 kW CLHA (2013–2017)' },
]

function renderBox(plate = fakePlate(), vin = fakeVin()) {
  const setup = renderInRouter({
    pages: {
      '/': null,
      '/all': null,
      '/catalog/article': null,
      '/search': null,
      '/catalog/$slug': null,
      '/products/$slug': null,
    },
    layout: (outlet) => (
      <>
        <SearchBox plate={plate} vin={vin} />
        {outlet}
      </>
    ),
  })
  const box = () =>
    screen.getByRole('combobox', { name: 'Registration number, part number or part' })
  const location = () => ({
    path: setup.router.state.location.pathname,
    search: setup.router.state.location.search,
  })
  return { ...setup, box, plate, vin, location }
}

describe('the header search box', () => {
  const fetchSpy = stubFetchEachTest()
  beforeAll(() => activateLocale('en'))
  beforeEach(() => {
    clearRecentSearches()
    fetchSpy.mockImplementation(async () => jsonResponse(200, suggestions))
  })

  it('is a combobox tied to a closed listbox until something is typed', async () => {
    const { box } = renderBox()
    const input = await waitFor(box)
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveAttribute(
      'placeholder',
      'Search by registration number, part number or part…',
    )
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')
    expect(listbox).toHaveAttribute('role', 'listbox')
  })

  it('asks once for suggestions after a typing pause, and shows products and categories', async () => {
    const { box, user } = renderBox()
    await user.type(await waitFor(box), 'bremse')
    const listbox = await screen.findByRole('listbox')
    expect(box()).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByRole('option', { name: /TRW Bremseklosser GDB1550/ })).toBeVisible()
    expect(screen.getByRole('option', { name: 'Bremseskiver' })).toBeVisible()
    expect(listbox).toHaveTextContent('Products')
    const asked = fetchSpy.mock.calls.map(([request]) => String(request))
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatch(/\/tecdoc\/suggestions\?search=bremse&lang=en$/)
  })

  it('says at once what the shop refused in the text, without asking again', async () => {
    fetchSpy.mockImplementation(async () =>
      jsonResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'search: holds U+0085.' } }),
    )
    const { box, user } = renderBox()
    await user.type(await waitFor(box), 'bremse')
    expect(
      await screen.findByText(
        'Some of what you entered is not valid. Check the fields and try again.',
      ),
    ).toBeVisible()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('asks for the suggestions of the words without an invisible mark typed in them', async () => {
    const { box, user } = renderBox()
    await user.type(await waitFor(box), 'brem\u200fse')
    await screen.findByRole('option', { name: 'Bremseskiver' })
    const asked = fetchSpy.mock.calls.map(([request]) => String(request))
    expect(asked).toEqual([expect.stringMatching(/\/tecdoc\/suggestions\?search=bremse&lang=en$/)])
  })

  it('moves through the options with the arrows and opens the active one with Enter', async () => {
    const { box, user, location } = renderBox()
    await user.type(await waitFor(box), 'bremse')
    await screen.findByRole('option', { name: 'Bremseskiver' })
    await user.keyboard('{ArrowDown}')
    const first = screen.getByRole('option', { name: /GDB1550/ })
    expect(box()).toHaveAttribute('aria-activedescendant', first.id)
    expect(first).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const disc = screen.getByRole('option', { name: 'Bremseskiver' })
    expect(box()).toHaveAttribute('aria-activedescendant', disc.id)
    // Down from the last option goes round to the first; up from the first to the last.
    await user.keyboard('{ArrowDown}')
    expect(box()).toHaveAttribute('aria-activedescendant', first.id)
    await user.keyboard('{ArrowUp}{Enter}')
    await waitFor(() => expect(location().path).toBe('/catalog/bremseskiver'))
    expect(box()).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens a product picked with the mouse', async () => {
    const { box, user, location } = renderBox()
    await user.type(await waitFor(box), 'bremse')
    await user.click(await screen.findByRole('option', { name: /GDB1550/ }))
    await waitFor(() => expect(location().path).toBe('/products/trw-gdb1550-bremseklosser-7'))
  })

  it('closes the list with Escape, then clears the box with a second Escape', async () => {
    const { box, user, plate } = renderBox()
    await user.type(await waitFor(box), 'bremse')
    await screen.findByRole('option', { name: 'Bremseskiver' })
    await user.keyboard('{ArrowDown}{Escape}')
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    expect(box()).not.toHaveAttribute('aria-activedescendant')
    expect(box()).toHaveValue('bremse')
    await user.keyboard('{Escape}')
    expect(box()).toHaveValue('')
    expect(plate.change).toHaveBeenLastCalledWith('')
  })

  it('sends words to the results and remembers the search', async () => {
    const { box, user, location } = renderBox()
    await user.type(await waitFor(box), 'bremseklosser golf{Enter}')
    await waitFor(() => expect(location().path).toBe('/search'))
    expect(location().search).toEqual({ q: 'bremseklosser golf' })
    expect(readRecentSearches()).toEqual(['bremseklosser golf'])
  })

  it('sends a part number in any spelling to the article results', async () => {
    const { box, user, location } = renderBox()
    await user.type(await waitFor(box), '0 986 494 399{Enter}')
    await waitFor(() => expect(location().search).toEqual({ n: '0 986 494 399' }))
    expect(location().path).toBe('/catalog/article')
  })

  it('hands a plate to the plate flow, whose answer enables the button', async () => {
    const plate = fakePlate()
    const { box, user } = renderBox(plate)
    await user.type(await waitFor(box), 'EK 39085')
    expect(plate.change).toHaveBeenLastCalledWith('EK 39085')
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled()
  })

  it('hands Enter on a plate to the plate flow at once, and remembers the plate once its results open', async () => {
    const { box, user, plate, location } = renderBox()
    await user.type(await waitFor(box), 'EK 39085{Enter}')
    // Not resolved yet: the plate flow looks it up now and opens its results when it resolves.
    expect(plate.submit).toHaveBeenCalledTimes(1)
    expect(readRecentSearches()).toEqual([])
    plate.answer(true)
    expect(readRecentSearches()).toEqual(['EK 39085'])
    expect(location().path).toBe('/')
  })

  it('follows the words when a personalised plate they also spell does not resolve', async () => {
    const { box, user, plate, location } = renderBox()
    await user.type(await waitFor(box), 'TESLA1{Enter}')
    expect(plate.submit).toHaveBeenCalledTimes(1)
    expect(location().path).toBe('/')
    plate.answer(false)
    await waitFor(() => expect(location()).toEqual({ path: '/search', search: { q: 'TESLA1' } }))
    expect(readRecentSearches()).toEqual(['TESLA1'])
  })

  it('does not follow an answer to an Enter on a text edited since', async () => {
    const { box, user, plate, location } = renderBox()
    await user.type(await waitFor(box), 'TESLA1{Enter}')
    await user.type(box(), '2')
    plate.answer(false)
    expect(location().path).toBe('/')
    expect(readRecentSearches()).toEqual([])
  })

  it('says nothing more when an ordinary plate it was asked to open does not resolve', async () => {
    const { box, user, plate, location } = renderBox()
    await user.type(await waitFor(box), 'ZZ 99999{Enter}')
    plate.answer(false)
    expect(location().path).toBe('/')
    expect(readRecentSearches()).toEqual([])
  })

  it('hands words that cannot be a plate to the plate flow as nothing', async () => {
    const plate = fakePlate()
    const { box, user } = renderBox(plate)
    await user.type(await waitFor(box), 'olje')
    expect(plate.change).toHaveBeenLastCalledWith('')
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled()
  })

  it('asks for a registration number when Enter is pressed in the empty box', async () => {
    const plate = fakePlate({ required: true })
    const { box, user } = renderBox(plate)
    await user.click(await waitFor(box))
    await user.keyboard('{Enter}')
    expect(plate.submit).toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter registration number')
  })

  it('offers both readings of an ambiguous text, and the part number goes to the article results', async () => {
    const { box, user, location } = renderBox()
    await user.type(await waitFor(box), 'HU 6781')
    const number = await screen.findByRole('option', { name: 'Part number HU 6781' })
    expect(screen.getByRole('option', { name: 'Registration number HU 6781' })).toBeVisible()
    await user.click(number)
    await waitFor(() => expect(location().search).toEqual({ n: 'HU 6781' }))
  })

  it("offers a VIN's vehicles and opens the parts of the one picked", async () => {
    const vin = fakeVin({ candidates: golfVariants })
    const { box, user, location } = renderBox(fakePlate(), vin)
    await user.type(await waitFor(box), 'wvwzzzauzh8950429')
    expect(vin.change).toHaveBeenLastCalledWith('WVWZZZAUZH8950429')
    const variant = await screen.findByRole('option', { name: /Golf VII Variant 1\.6 TDI/ })
    expect(fetchSpy).not.toHaveBeenCalled()
    await user.click(variant)
    await waitFor(() => expect(location().search).toEqual({ motorID: 320604 }))
  })

  it('opens the parts of the only vehicle of a VIN once the VIN flow answers an Enter', async () => {
    const { box, user, vin, location } = renderBox()
    await user.type(await waitFor(box), 'WVWZZZAUZH8950429{Enter}')
    expect(vin.submit).toHaveBeenCalledTimes(1)
    vin.answer(golfVariants.slice(0, 1))
    await waitFor(() => expect(location().search).toEqual({ motorID: 320507 }))
    expect(readRecentSearches()).toEqual(['WVWZZZAUZH8950429'])
  })

  it('shows the vehicles of a VIN with several and says to choose, on Enter', async () => {
    const vin = fakeVin({ candidates: golfVariants })
    const { box, user, location } = renderBox(fakePlate(), vin)
    await user.type(await waitFor(box), 'WVWZZZAUZH8950429')
    await user.keyboard('{Escape}{Enter}')
    vin.answer(golfVariants)
    expect(box()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      golfVariants.map((variant) => variant.label),
    )
    expect(screen.getByText(/fits several engines/)).toBeVisible()
    expect(location().path).toBe('/')
  })

  it('says so when no vehicle has the VIN', async () => {
    const { box, user } = renderBox(fakePlate(), fakeVin({ notFound: true }))
    await user.type(await waitFor(box), 'WVWZZZAUZH8950429')
    expect(await screen.findByText('Unable to find vehicle by VIN')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled()
  })

  it('offers a matching garage car, which becomes the current one and opens its parts', async () => {
    await act(() => garageStore.add(golfInGarage))
    const { box, user, location } = renderBox()
    await user.type(await waitFor(box), 'golf tdi')
    await user.click(await screen.findByRole('option', { name: 'Volkswagen Golf VII 1.6 TDI' }))
    await waitFor(() => expect(location().search).toEqual({ motorID: golfInGarage.id }))
    expect(garageStore.getSnapshot().current?.id).toBe(golfInGarage.id)
  })

  it('shows the recent searches in the empty box, and runs the one picked', async () => {
    rememberSearch('viskerblad')
    rememberSearch('0986494399')
    const { box, user, location } = renderBox()
    await user.click(await waitFor(box))
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['0986494399', 'viskerblad'])
    await user.keyboard('{ArrowUp}{Enter}')
    await waitFor(() => expect(location().search).toEqual({ q: 'viskerblad' }))
    expect(box()).toHaveValue('viskerblad')
  })
})
