import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { activateLocale, i18n } from '../../../i18n/i18n'
import { LocaleProvider } from '../../../i18n/locale-context'
import { NeedsConnectionError } from '../../../offline/offline-query'
import type {
  Manufacturer,
  ModelSeries,
  EngineChoice,
} from '../../../data/vehicles/vehicle-options'
import { golfTdi as tdi, golfVii, volkswagen as vw } from '../../../test/golf-vehicle'
import { VehicleForm } from './vehicle-form'
import { type VehicleLookups, VehicleLookupsProvider } from './vehicle-lookups'

const toyota: Manufacturer = { manuId: 31, manuName: 'Toyota' }
const golf: ModelSeries = { ...golfVii, yearOfConstrTo: 202012 }
const rav4: ModelSeries = {
  modelId: 3120,
  modelname: 'RAV4 V',
  yearOfConstrFrom: 201812,
  yearOfConstrTo: null,
}
const hybrid: EngineChoice = { carId: 312001, typeName: '2.5 Hybrid', motorCode: null }

type EngineInput = { year?: number; manuId: number; modelId: number }

/** Lookups answering at once from the lists above, recording what they were asked. */
function fakeLookups(overrides: Partial<VehicleLookups> = {}) {
  const calls = vi.fn()
  const lookups: VehicleLookups = {
    loadYears: fromPromise(async () => [2016, 2019]),
    loadMakes: fromPromise<Manufacturer[], { year?: number }>(async ({ input }) => {
      calls('makes', input)
      return [vw, toyota]
    }),
    loadModels: fromPromise<ModelSeries[], { year?: number; manuId: number }>(async ({ input }) => {
      calls('models', input)
      return input.manuId === vw.manuId ? [golf] : [rav4]
    }),
    loadEngines: fromPromise<EngineChoice[], EngineInput>(async ({ input }) => {
      calls('engines', input)
      return input.modelId === golf.modelId ? [tdi] : [hybrid]
    }),
    ...overrides,
  }
  return { lookups, calls }
}

type FormProps = Omit<ComponentProps<typeof VehicleForm>, 'onVehicle'>

function renderForm(lookups: VehicleLookups, props: FormProps = {}) {
  const onVehicle = vi.fn()
  render(
    <LocaleProvider locale="no">
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <VehicleLookupsProvider lookups={lookups}>
            <VehicleForm onVehicle={onVehicle} {...props} />
          </VehicleLookupsProvider>
        </QueryClientProvider>
      </I18nProvider>
    </LocaleProvider>,
  )
  const user = userEvent.setup()
  /** Picks `value` in the select named `name` once that select is enabled. */
  const choose = async (name: string, value: string) => {
    await waitFor(() => expect(select(name)).toBeEnabled())
    await user.selectOptions(select(name), value)
  }
  return { onVehicle, user, choose }
}

/** The form as the app has it: no provider, so it asks the API through `queryClient`. */
function renderWithApiLookups(queryClient: QueryClient) {
  render(
    <LocaleProvider locale="no">
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <VehicleForm onVehicle={vi.fn()} />
        </QueryClientProvider>
      </I18nProvider>
    </LocaleProvider>,
  )
}

const select = (name: string) => screen.getByRole('combobox', { name })

describe('VehicleForm', () => {
  beforeAll(() => activateLocale('no'))

  it('labels the four selects in Norwegian and enables them one after the other', async () => {
    const { user } = renderForm(fakeLookups().lookups)
    await waitFor(() => expect(select('Årsmodell')).toBeEnabled())
    expect(select('Merke')).toBeDisabled()
    expect(select('Modell')).toBeDisabled()
    expect(select('Motor')).toBeDisabled()

    await user.selectOptions(select('Årsmodell'), '2016')
    await waitFor(() => expect(select('Merke')).toBeEnabled())
    expect(select('Modell')).toBeDisabled()
    await user.selectOptions(select('Merke'), 'Volkswagen')
    await waitFor(() => expect(select('Modell')).toBeEnabled())
    expect(select('Motor')).toBeDisabled()
    expect(screen.getByRole('option', { name: /^Golf VII \(aug\.? 2012 – des\.? 2020\)$/ }))
  })

  it('starts with the years the page already has, ready at its first render, without a request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const queryClient = new QueryClient()
    queryClient.setQueryData(['vehicles', 'years', 'no'], [2019, 2016])
    renderWithApiLookups(queryClient)
    expect(select('Årsmodell')).toBeEnabled()
    expect(screen.getByRole('option', { name: '2019' })).toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('loads years the page has only from long ago instead of starting with them', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
    const queryClient = new QueryClient()
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000
    queryClient.setQueryData(['vehicles', 'years', 'no'], [2019, 2016], { updatedAt: twoDaysAgo })
    renderWithApiLookups(queryClient)
    expect(select('Årsmodell')).toBeDisabled()
    expect(select('Årsmodell')).toHaveAttribute('aria-busy', 'true')
    fetchSpy.mockRestore()
  })

  it('reports the vehicle once the engine is chosen, labelled with its details', async () => {
    const { lookups, calls } = fakeLookups()
    const { user, onVehicle, choose } = renderForm(lookups)
    await choose('Årsmodell', '2016')
    await choose('Merke', 'Volkswagen')
    await choose('Modell', String(golf.modelId))
    await waitFor(() => expect(select('Motor')).toBeEnabled())
    const label = screen.getByRole('option', {
      name: /^1\.6 TDI, 1598 cm³, 77 kW \/ 105 hk, .*CLHA$/,
    })
    await user.selectOptions(select('Motor'), label)

    expect(calls).toHaveBeenCalledWith('engines', { year: 2016, manuId: 32, modelId: 3205 })
    expect(onVehicle).toHaveBeenCalledExactlyOnceWith({
      year: 2016,
      make: vw,
      model: golf,
      engine: tdi,
    })
  })

  it('resets and disables the later selects when an earlier choice changes', async () => {
    const { user, choose } = renderForm(fakeLookups().lookups)
    await choose('Årsmodell', '2016')
    await choose('Merke', 'Volkswagen')
    await choose('Modell', String(golf.modelId))
    await waitFor(() => expect(select('Motor')).toBeEnabled())

    await user.selectOptions(select('Merke'), 'Toyota')
    expect(select('Motor')).toBeDisabled()
    expect(select('Motor')).toHaveValue('')
    await waitFor(() => expect(select('Modell')).toBeEnabled())
    expect(select('Modell')).toHaveValue('')
    expect(screen.getByRole('option', { name: /^RAV4 V \(des\.? 2018 – nå\)$/ }))
    expect(screen.queryByRole('option', { name: /Golf VII/ })).toBeNull()
  })

  it('announces a failed load and loads again on retry', async () => {
    let attempts = 0
    const { lookups } = fakeLookups({
      loadYears: fromPromise(async () => {
        attempts += 1
        if (attempts === 1) throw new Error('offline')
        return [2020]
      }),
    })
    const { user } = renderForm(lookups)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Valgene for årsmodell kunne ikke lastes inn')
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }))
    await waitFor(() => expect(select('Årsmodell')).toBeEnabled())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('offline with nothing stored, says that choosing needs a connection instead of loading forever', async () => {
    let attempts = 0
    const { lookups } = fakeLookups({
      loadYears: fromPromise(async () => {
        attempts += 1
        if (attempts === 1) throw new NeedsConnectionError()
        return [2020]
      }),
    })
    const { user } = renderForm(lookups)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Valgene for årsmodell er ikke lagret på denne enheten, og du trenger nett for å velge',
    )
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }))
    await waitFor(() => expect(select('Årsmodell')).toBeEnabled())
  })

  it('without a year, chains brand → model → engine and reports the vehicle without one', async () => {
    const { lookups, calls } = fakeLookups()
    const onChoice = vi.fn()
    const { user, onVehicle } = renderForm(lookups, { withYear: false, onChoice })
    await waitFor(() => expect(select('Merke')).toBeEnabled())
    expect(screen.queryByRole('combobox', { name: 'Årsmodell' })).toBeNull()
    expect(calls).toHaveBeenCalledWith('makes', {})

    await user.selectOptions(select('Merke'), 'Toyota')
    await waitFor(() => expect(select('Modell')).toBeEnabled())
    expect(calls).toHaveBeenCalledWith('models', { manuId: 31 })
    await user.selectOptions(select('Modell'), String(rav4.modelId))
    await waitFor(() => expect(select('Motor')).toBeEnabled())
    expect(calls).toHaveBeenCalledWith('engines', { manuId: 31, modelId: 3120 })
    await user.selectOptions(select('Motor'), String(hybrid.carId))

    expect(onChoice.mock.calls).toEqual([
      ['brand', 31],
      ['model', 3120],
      ['engine', 312001],
    ])
    expect(onVehicle).toHaveBeenCalledExactlyOnceWith({
      year: null,
      make: toyota,
      model: rav4,
      engine: hybrid,
    })
  })

  it('shows what is wrong with a select under it, tied to it', async () => {
    renderForm(fakeLookups().lookups, {
      withYear: false,
      fieldErrors: { brand: 'Velg et merke.' },
    })
    await waitFor(() => expect(select('Merke')).toBeEnabled())
    expect(select('Merke')).toHaveAttribute('aria-invalid', 'true')
    expect(select('Merke')).toHaveAccessibleDescription('Velg et merke.')
    expect(screen.getByRole('alert')).toHaveTextContent('Velg et merke.')
    expect(select('Modell')).not.toHaveAttribute('aria-invalid')
  })

  it('chooses a preselected brand and model once their selects offer them', async () => {
    const { calls } = fakeLookups()
    const { lookups } = fakeLookups({
      loadEngines: fromPromise<EngineChoice[], EngineInput>(async ({ input }) => {
        calls('engines', input)
        return [tdi]
      }),
    })
    renderForm(lookups, { withYear: false, preselect: { manuId: 32, modelId: 3205 } })
    await waitFor(() => expect(select('Motor')).toBeEnabled())
    expect(select('Merke')).toHaveValue('32')
    expect(select('Modell')).toHaveValue('3205')
    expect(calls).toHaveBeenCalledWith('engines', { manuId: 32, modelId: 3205 })
  })

  it('ignores a preselected brand the select does not offer', async () => {
    renderForm(fakeLookups().lookups, { withYear: false, preselect: { manuId: 999, modelId: 1 } })
    await waitFor(() => expect(select('Merke')).toBeEnabled())
    expect(select('Merke')).toHaveValue('')
    expect(select('Modell')).toBeDisabled()
  })
})
