import { act, fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type PlateVehicle,
  vehicleByRegistrationQuery,
} from '../data/vehicles/get-vehicle-by-registration'
import { vinQuery } from '../data/vehicles/get-vehicle-by-vin'
import { activateLocale } from '../i18n/i18n'
import type { VinVehicle } from '../data/vehicles/vehicle-options'
import { createQueryClient } from '../offline/query-client'
import { renderInRouter } from '../test/render-in-router'
import { LazyHeaderSearch } from './header-search-lazy'

const LABEL = 'Registration number, part number or part'

/** The header's box in the app: a router (`/` and `/all`) and a query client around it. */
async function renderInApp(queryClient = createQueryClient()) {
  const { router } = renderInRouter({
    pages: { '/': null, '/all': null, '/catalog/article': null },
    layout: (outlet) => (
      <>
        <LazyHeaderSearch />
        {outlet}
      </>
    ),
    locale: 'no',
    queryClient,
  })
  const input = await screen.findByLabelText<HTMLInputElement>(LABEL)
  return { router, input }
}

/** The real box's code loads on a first focus (a cold import takes a while in a test run). */
const realBox = () =>
  vi.waitFor(() => expect(screen.getByLabelText(LABEL)).toHaveAttribute('aria-controls'), {
    timeout: 10_000,
  })

describe('the header search box in the app', () => {
  beforeAll(() => activateLocale('en'))

  it('the stand-in box keeps the focus and the letters while the real box loads, then hands both over', async () => {
    const { input: standIn } = await renderInApp()
    // Focusing the stand-in starts loading the real box; the stand-in stays until it is here.
    act(() => standIn.focus())
    fireEvent.focus(standIn)
    fireEvent.change(standIn, { target: { value: 'PD 12345' } })
    expect(screen.getByLabelText(LABEL)).toBe(standIn)
    expect(document.activeElement).toBe(standIn)
    // The real box (it is tied to its listbox, the stand-in is not) takes the text and the focus.
    await realBox()
    const real = screen.getByLabelText(LABEL)
    expect(real).not.toBe(standIn)
    expect(real).toHaveValue('PD 12345')
    expect(document.activeElement).toBe(real)
  })

  it('letters the stand-in box took without telling (typed before the app took over the page) are handed over too', async () => {
    const { input: standIn } = await renderInApp()
    standIn.value = 'bremse'
    act(() => standIn.focus())
    await realBox()
    const real = screen.getByLabelText(LABEL)
    expect(real).toHaveValue('bremse')
    expect(document.activeElement).toBe(real)
  })

  it('Enter pressed in the stand-in box is not lost: the real box runs the search when it arrives', async () => {
    const { router, input: standIn } = await renderInApp()
    act(() => standIn.focus())
    fireEvent.focus(standIn)
    fireEvent.change(standIn, { target: { value: '0 986 494 399' } })
    fireEvent.keyDown(standIn, { key: 'Enter' })
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/catalog/article'), {
      timeout: 10_000,
    })
    expect(router.state.location.search).toEqual({ n: '0 986 494 399' })
  })

  it('resolves a plate looked up before from the query cache and opens /all', async () => {
    const queryClient = createQueryClient()
    // A plate looked up earlier (and persisted): no request is needed, even offline.
    const registered: PlateVehicle = { manuId: 121, modelId: 10, carId: 320510, candidates: [] }
    queryClient.setQueryData(vehicleByRegistrationQuery('no', 'EK 39085').queryKey, registered)
    const { router, input } = await renderInApp(queryClient)
    fireEvent.focus(input)
    await realBox()
    fireEvent.change(screen.getByLabelText(LABEL), { target: { value: 'ek 39085' } })
    const button = screen.getByRole('button', { name: 'Search' })
    await vi.waitFor(() => expect(button).toBeEnabled())
    fireEvent.click(button)
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/all'))
    expect(router.state.location.search).toEqual({ registreringsNummer: 'ek39085' })
  })

  it('Enter at once on a pasted plate opens its parts, without waiting for the typing pause', async () => {
    const queryClient = createQueryClient()
    const registered: PlateVehicle = { manuId: 121, modelId: 10, carId: 320507, candidates: [] }
    queryClient.setQueryData(vehicleByRegistrationQuery('no', 'PD 12345').queryKey, registered)
    const { router, input } = await renderInApp(queryClient)
    fireEvent.focus(input)
    await realBox()
    const real = screen.getByLabelText(LABEL)
    fireEvent.change(real, { target: { value: 'PD 12345' } })
    fireEvent.keyDown(real, { key: 'Enter' })
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/all'))
    expect(router.state.location.search).toEqual({ registreringsNummer: 'pd12345' })
  })

  it('Enter at once on a pasted VIN opens the parts of its only variant', async () => {
    const queryClient = createQueryClient()
    const vin = 'WVWZZZAUZEW123456'
    const golf: VinVehicle = {
      vin,
      label: 'Volkswagen',
      carId: 320507,
      make: 'Volkswagen',
      manuId: 32,
      modelYears: [2014],
      variants: [
        {
          carId: 320507,
          typeName: '1.6 TDI',
          modelname: 'Golf VII (5G1, BQ1, BE1, BE2)',
          yearOfConstrFrom: 201208,
          yearOfConstrTo: 201703,
        },
      ],
    }
    queryClient.setQueryData(vinQuery(vin, 'no').queryKey, golf)
    const { router, input } = await renderInApp(queryClient)
    fireEvent.focus(input)
    await realBox()
    const real = screen.getByLabelText(LABEL)
    fireEvent.change(real, { target: { value: vin.toLowerCase() } })
    fireEvent.keyDown(real, { key: 'Enter' })
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/all'))
    expect(router.state.location.search).toEqual({ motorID: 320507 })
  })
})
