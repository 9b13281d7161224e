import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/i18n'
import { createQueryClient } from '../../../offline/query-client'
import { renderInRouter } from '../../../test/render-in-router'
import {
  InvalidRegistrationError,
  type PlateVehicle,
  vehicleByRegistrationQuery,
} from '../api/get-vehicle-by-registration'
import type { FinderDestination } from '../finder-rules'
import type { RegistrationVehicle } from '../../../lib/vehicles/vehicle-options'
import { RegistrationSearch, RegistrationSearchBox } from './registration-search'
import { LazyRegistrationSearch } from './registration-search-lazy'
import { fakeTimersEachTest } from '../../../test/fake-timers'

const golf: RegistrationVehicle = { manuId: 121, modelId: 10, carId: 320510 }

function renderBox(lookup: (plate: string) => Promise<RegistrationVehicle | null>) {
  const onSubmit = vi.fn<(destination: FinderDestination) => void>()
  render(
    <I18nProvider i18n={i18n}>
      <RegistrationSearchBox lookup={lookup} onSubmit={onSubmit} />
    </I18nProvider>,
  )
  const input = screen.getByLabelText('Registration number')
  const button = screen.getByRole('button', { name: 'Search' })
  const type = (value: string) => fireEvent.change(input, { target: { value } })
  const pressEnter = () => fireEvent.keyDown(input, { key: 'Enter' })
  return { input, button, onSubmit, type, pressEnter }
}

/** Past the typing pause, with the lookup's answer delivered. */
const afterTypingPause = () => act(() => vi.advanceTimersByTimeAsync(350))

describe('the header registration search', () => {
  beforeAll(() => activateLocale('en'))
  fakeTimersEachTest()

  it('shows the plate box with its placeholder and a decorative Norwegian flag', () => {
    const { input } = renderBox(async () => golf)
    expect(input).toHaveAttribute('placeholder', 'Search by registration number...')
    const flag = input.parentElement?.querySelector('svg')
    expect(flag).toHaveAttribute('aria-hidden', 'true')
  })

  it('keeps the button disabled until the typed plate has resolved to a vehicle', async () => {
    const lookup = vi.fn(async () => golf)
    const { button, type } = renderBox(lookup)
    expect(button).toBeDisabled()
    type('EK 39')
    await afterTypingPause()
    expect(button).toBeDisabled()
    expect(lookup).not.toHaveBeenCalled()
    type('EK 39085')
    expect(button).toBeDisabled()
    await afterTypingPause()
    expect(lookup).toHaveBeenCalledExactlyOnceWith('EK 39085')
    expect(button).toBeEnabled()
  })

  it('asks for a registration number when Enter is pressed in the empty box', () => {
    const { pressEnter, onSubmit } = renderBox(async () => golf)
    expect(screen.queryByRole('alert')).toBeNull()
    pressEnter()
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter registration number')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('opens the results for a resolved plate, lowercased, when Enter is pressed', async () => {
    const { type, pressEnter, onSubmit } = renderBox(async () => golf)
    type('EK39085')
    await afterTypingPause()
    pressEnter()
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      to: '/all',
      search: { registreringsNummer: 'ek39085' },
    })
  })

  it('says so when no vehicle has the plate, and keeps the button disabled', async () => {
    const { type, button } = renderBox(async () => null)
    type('ZZ99999')
    await afterTypingPause()
    expect(screen.getByText('No vehicle was found with this registration number.')).toBeVisible()
    expect(button).toBeDisabled()
  })

  it('explains what a registration number looks like when the plate is refused', async () => {
    const { type } = renderBox(() => Promise.reject(new InvalidRegistrationError('no plate')))
    type('ABCDEFGH')
    await afterTypingPause()
    expect(screen.getByText(/2 letters and 4–5 digits/)).toBeVisible()
  })

  it('says the device is offline when an unseen plate cannot be looked up', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { type } = renderBox(() => Promise.reject(new TypeError('Failed to fetch')))
    type('EK39085')
    await afterTypingPause()
    expect(screen.getByText(/You are offline/)).toBeVisible()
    onLine.mockRestore()
  })
})

/** `box` in the app's header: a router (`/` and `/all`) and a query client around it. */
async function renderInApp(box: ReactNode, queryClient = createQueryClient()) {
  const { router } = renderInRouter({
    pages: { '/': null, '/all': null },
    layout: (outlet) => (
      <>
        {box}
        {outlet}
      </>
    ),
    locale: 'no',
    queryClient,
  })
  const input = await screen.findByLabelText('Registration number')
  return { router, input }
}

describe('the header registration search in the app', () => {
  beforeAll(() => activateLocale('en'))

  it('resolves a plate looked up before from the query cache and opens /all', async () => {
    const queryClient = createQueryClient()
    // A plate looked up earlier (and persisted): no request is needed, even offline.
    const registered: PlateVehicle = { ...golf, candidates: [] }
    queryClient.setQueryData(vehicleByRegistrationQuery('no', 'EK 39085').queryKey, registered)
    const { router, input } = await renderInApp(<RegistrationSearch />, queryClient)
    fireEvent.change(input, { target: { value: 'ek 39085' } })
    const button = screen.getByRole('button', { name: 'Search' })
    await vi.waitFor(() => expect(button).toBeEnabled())
    fireEvent.click(button)
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/all'))
    expect(router.state.location.search).toEqual({ registreringsNummer: 'ek39085' })
  })

  it('the stand-in box keeps the focus and the letters while the real box loads, then hands both over', async () => {
    const { input: standIn } = await renderInApp(<LazyRegistrationSearch />)
    // Focusing the stand-in starts loading the real box; the stand-in stays until it is here.
    act(() => standIn.focus())
    fireEvent.focus(standIn)
    fireEvent.change(standIn, { target: { value: 'PD 12345' } })
    expect(screen.getByLabelText('Registration number')).toBe(standIn)
    expect(document.activeElement).toBe(standIn)
    // The real box (it marks a refused plate, the stand-in cannot) takes the text and the focus.
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Registration number')).toHaveAttribute('aria-invalid'),
    )
    const real = screen.getByLabelText('Registration number')
    expect(real).not.toBe(standIn)
    expect(real).toHaveValue('PD 12345')
    expect(document.activeElement).toBe(real)
  })
})
