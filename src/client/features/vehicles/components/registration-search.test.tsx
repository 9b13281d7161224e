import { I18nProvider } from '@lingui/react'
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/i18n'
import type { RegistrationVehicle } from '../../../data/vehicles/vehicle-options'
import { fakeTimersEachTest } from '../../../test/fake-timers'
import { InvalidRegistrationError } from '../../../data/vehicles/get-vehicle-by-registration'
import type { FinderDestination } from '../finder-rules'
import { useRegistrationSearch } from './registration-search'

const golf: RegistrationVehicle = { manuId: 121, modelId: 10, carId: 320510 }

function renderFlow(lookup: (plate: string) => Promise<RegistrationVehicle | null>) {
  const onSubmit = vi.fn<(destination: FinderDestination) => void>()
  const { result } = renderHook(() => useRegistrationSearch({ lookup, onSubmit }))
  const type = (value: string) => act(() => result.current.change(value))
  const submit = () => act(() => result.current.submit())
  const showProblem = () =>
    render(<I18nProvider i18n={i18n}>{result.current.problem as ReactNode}</I18nProvider>)
  return { result, onSubmit, type, submit, showProblem }
}

/** Past the typing pause, with the lookup's answer delivered. */
const afterTypingPause = () => act(() => vi.advanceTimersByTimeAsync(350))

describe("the header box's plate flow", () => {
  beforeAll(() => activateLocale('en'))
  fakeTimersEachTest()

  it('resolves only once the typed plate has resolved to a vehicle', async () => {
    const lookup = vi.fn(async () => golf)
    const { result, type } = renderFlow(lookup)
    expect(result.current.resolved).toBe(false)
    type('EK 39')
    await afterTypingPause()
    expect(result.current.resolved).toBe(false)
    expect(lookup).not.toHaveBeenCalled()
    type('EK 39085')
    expect(result.current.resolved).toBe(false)
    await afterTypingPause()
    expect(lookup).toHaveBeenCalledExactlyOnceWith('EK 39085')
    expect(result.current.resolved).toBe(true)
  })

  it('asks for a registration number when submitted with nothing typed', () => {
    const { result, submit, onSubmit } = renderFlow(async () => golf)
    submit()
    expect(result.current.required).toBe(true)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('opens the results for a resolved plate, lowercased', async () => {
    const { type, submit, onSubmit } = renderFlow(async () => golf)
    type('EK39085')
    await afterTypingPause()
    submit()
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      to: '/all',
      search: { registreringsNummer: 'ek39085' },
    })
  })

  it('says so when no vehicle has the plate, and stays unresolved', async () => {
    const { result, type, showProblem } = renderFlow(async () => null)
    type('ZZ99999')
    await afterTypingPause()
    expect(result.current.resolved).toBe(false)
    showProblem()
    expect(screen.getByText('No vehicle was found with this registration number.')).toBeVisible()
  })

  it('explains what a registration number looks like when the plate is refused', async () => {
    const { type, showProblem } = renderFlow(() =>
      Promise.reject(new InvalidRegistrationError('no plate')),
    )
    type('ABCDEFGH')
    await afterTypingPause()
    showProblem()
    expect(screen.getByText(/2 letters and 4–5 digits/)).toBeVisible()
  })

  it('says the device is offline when an unseen plate cannot be looked up', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { type, showProblem } = renderFlow(() => Promise.reject(new TypeError('Failed to fetch')))
    type('EK39085')
    await afterTypingPause()
    showProblem()
    expect(screen.getByText(/You are offline/)).toBeVisible()
    onLine.mockRestore()
  })
})
