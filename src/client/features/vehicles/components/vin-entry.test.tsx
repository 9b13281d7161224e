import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/i18n'
import { InvalidVinError } from '../../../data/vehicles/get-vehicle-by-vin'
import type { VinVehicle } from '../../../data/vehicles/vehicle-options'
import { VinEntryField } from './vin-entry'
import { fakeTimersEachTest } from '../../../test/fake-timers'

const golfVii = {
  modelname: 'Golf VII (5G1, BQ1, BE1, BE2)',
  yearOfConstrFrom: 201208,
  yearOfConstrTo: 201703,
}

const golf: VinVehicle = {
  vin: 'WVWZZZAUZGW000001',
  label: 'Volkswagen',
  carId: null,
  make: 'Volkswagen',
  manuId: 121,
  modelYears: [2016],
  variants: [
    { ...golfVii, carId: 320510, typeName: '1.6 TDI', powerKwFrom: 81, motorCode: 'CLHA' },
    { ...golfVii, carId: 320520, typeName: '2.0 TDI', powerKwFrom: 110, motorCode: 'CRBC' },
  ],
}

function renderEntry(lookup: (vin: string) => Promise<VinVehicle | null>) {
  const onVariantChosen = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <VinEntryField lookup={lookup} onVariantChosen={onVariantChosen} />
    </I18nProvider>,
  )
  const input = screen.getByLabelText('Vehicle identification number (VIN)')
  const type = (value: string) => fireEvent.change(input, { target: { value } })
  return { input, type, onVariantChosen }
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the VIN entry', () => {
  beforeAll(() => activateLocale('en'))
  fakeTimersEachTest()

  it('looks the VIN up only after a 350 ms pause in typing', async () => {
    const lookup = vi.fn(async () => golf)
    const { type } = renderEntry(lookup)
    type('WVWZZZAUZGW00000')
    await wait(200)
    type(golf.vin)
    await wait(349)
    expect(lookup).not.toHaveBeenCalled()
    await wait(1)
    expect(lookup).toHaveBeenCalledExactlyOnceWith(golf.vin)
  })

  it('says the vehicle was found with its make and model year, and offers its variants by model', async () => {
    const { type, onVariantChosen } = renderEntry(async () => golf)
    type(golf.vin)
    await wait(350)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vehicle found: Volkswagen, model year 2016',
    )
    const choices = screen.getByRole('group', { name: 'Choose your engine' })
    expect(choices).toBeVisible()
    fireEvent.click(screen.getByRole('radio', { name: 'Golf VII 2.0 TDI · 110 kW · CRBC' }))
    expect(onVariantChosen).toHaveBeenCalledWith(golf.variants[1], golf)
  })

  it('says it is unable to find the vehicle when the catalogue has none', async () => {
    const { type } = renderEntry(async () => null)
    type('ZZZZZZZZZZZZZZZZZ')
    await wait(350)
    expect(screen.getByRole('status')).toHaveTextContent('Unable to find vehicle by VIN')
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('explains what a VIN looks like when the text is refused as one', async () => {
    const { type } = renderEntry(() => Promise.reject(new InvalidVinError('not a VIN')))
    type('error')
    await wait(350)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Unable to find vehicle by VIN A VIN has 17 letters and digits and never contains I, O or Q.',
    )
  })

  it('clears the result when the box is emptied', async () => {
    const { type } = renderEntry(async () => golf)
    type(golf.vin)
    await wait(350)
    expect(screen.getByRole('status')).toHaveTextContent('Vehicle found')
    type('')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.queryByRole('group')).toBeNull()
  })
})
