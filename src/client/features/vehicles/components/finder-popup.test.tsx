import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { activateLocale } from '../../../i18n/i18n'
import { polyfillDialog } from '../../../test/dialog-polyfill'
import { golfVii, volkswagen as vw } from '../../../test/golf-vehicle'
import { renderInRouter } from '../../../test/render-in-router'
import { byNumberAnswer, listedArticle } from '../../../test/listed-article'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'
import { InvalidRegistrationError } from '../../../data/vehicles/get-vehicle-by-registration'
import type { FinderVariant } from '../machines/finder-popup.machine'
import type {
  FoundArticle,
  Manufacturer,
  ModelSeries,
  RegistrationVehicle,
  EngineChoice,
} from '../../../data/vehicles/vehicle-options'
import { type FinderLookups, FinderPopup } from './finder-popup'
import { FinderPopupButton } from './finder-popup-button'
import { type VehicleLookups, VehicleLookupsProvider } from './vehicle-lookups'

const golf: ModelSeries = { ...golfVii, yearOfConstrTo: 202012 }
const tdi: EngineChoice = { carId: 320507, typeName: '1.6 TDI', motorCode: 'CLHA' }
const golfByPlate: RegistrationVehicle = { manuId: 32, modelId: 3205, carId: 320507 }
const oilFilter: FoundArticle = { articleNumber: 'HU 7008 z', articleName: 'Oil filter' }

const vehicleLookups: VehicleLookups = {
  loadYears: fromPromise<number[], void>(async () => []),
  loadMakes: fromPromise<Manufacturer[], { year?: number }>(async () => [vw]),
  loadModels: fromPromise<ModelSeries[], { manuId: number }>(async () => [golf]),
  loadEngines: fromPromise<EngineChoice[], { manuId: number; modelId: number }>(async () => [tdi]),
}

/** Lookups answering `plate` and `article` (or failing with them when they are errors). */
function finderLookups(answers: {
  plate?: RegistrationVehicle | null | Error
  article?: FoundArticle | null | Error
}) {
  const answer = <T,>(value: T | Error | undefined) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value ?? null)
  const lookups: FinderLookups = {
    lookupRegistration: fromPromise(async () => answer(answers.plate)),
    lookupArticle: fromPromise(async () => answer(answers.article)),
  }
  return lookups
}

/** `ui` on `/` of a router that also knows the popup's destinations. */
function renderInApp(ui: ReactNode) {
  const { router, queryClient, user } = renderInRouter({
    pages: { '/': ui, '/all': null, '/catalog/article': null },
    layout: (outlet) => (
      <VehicleLookupsProvider lookups={vehicleLookups}>{outlet}</VehicleLookupsProvider>
    ),
  })
  const location = () => router.state.location
  return { queryClient, location, user }
}

async function renderPopup(variant: FinderVariant, lookups = finderLookups({})) {
  const onClose = vi.fn()
  const app = renderInApp(<FinderPopup variant={variant} lookups={lookups} onClose={onClose} />)
  const dialog = await screen.findByRole('dialog', { name: 'Find parts' })
  return { ...app, dialog, onClose }
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
const selectedTab = () => screen.getByRole('tab', { selected: true })
const select = (name: string) => screen.getByRole('combobox', { name })
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent)

/** Brand, model and engine on the brand/model tab, each once its options have loaded. */
async function chooseVehicle(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(select('Brand')).toBeEnabled())
  await user.selectOptions(select('Brand'), 'Volkswagen')
  await waitFor(() => expect(select('Model')).toBeEnabled())
  await user.selectOptions(select('Model'), String(golf.modelId))
  await waitFor(() => expect(select('Engine')).toBeEnabled())
  await user.selectOptions(select('Engine'), String(tdi.carId))
}

describe('the finder popup', () => {
  beforeAll(async () => {
    polyfillDialog()
    await activateLocale('en')
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  describe('tabs', () => {
    it('opens the registration variant on its plate box, with registration and brand/model tabs', async () => {
      const { dialog } = await renderPopup('registration')
      expect(dialog).toHaveAttribute('open')
      expect(within(dialog).getByRole('tablist', { name: 'Ways to search' })).toBeVisible()
      expect(tabNames()).toEqual(['Search by registration number', 'Brand and model'])
      expect(selectedTab()).toHaveTextContent('Search by registration number')
      const plate = screen.getByRole('textbox', { name: 'Registration number' })
      expect(plate).toHaveFocus()
      expect(plate).toHaveAttribute('placeholder', 'Search by registration number...')
      expect(plate.parentElement?.querySelector('.norway-flag')).toHaveAttribute(
        'aria-hidden',
        'true',
      )
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Search by registration number')
    })

    it('opens the part-number variant on brand and model, with a part-number tab', async () => {
      await renderPopup('partNumber')
      expect(tabNames()).toEqual(['Brand and model', 'By part number'])
      expect(selectedTab()).toHaveTextContent('Brand and model')
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Brand and model')
    })

    it('moves between the tabs with the arrow keys, Home and End, showing one panel', async () => {
      const { user } = await renderPopup('partNumber')
      selectedTab().focus()
      await user.keyboard('{ArrowRight}')
      expect(selectedTab()).toHaveTextContent('By part number')
      expect(selectedTab()).toHaveFocus()
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('By part number')
      expect(screen.queryByRole('combobox', { name: 'Brand' })).toBeNull()
      await user.keyboard('{ArrowRight}')
      expect(selectedTab()).toHaveTextContent('Brand and model')
      await user.keyboard('{ArrowLeft}')
      expect(selectedTab()).toHaveTextContent('By part number')
      await user.keyboard('{Home}')
      expect(selectedTab()).toHaveTextContent('Brand and model')
      await user.keyboard('{End}')
      expect(selectedTab()).toHaveTextContent('By part number')
      // Only the selected tab is in the Tab order.
      expect(screen.getByRole('tab', { name: 'Brand and model' })).toHaveAttribute('tabindex', '-1')
    })

    it('keeps what was typed on a tab when the visitor looks at another', async () => {
      const { user } = await renderPopup('partNumber')
      await user.click(screen.getByRole('tab', { name: 'By part number' }))
      await user.type(screen.getByRole('textbox', { name: 'Article number' }), 'HU 7008')
      await user.click(screen.getByRole('tab', { name: 'Brand and model' }))
      await user.click(screen.getByRole('tab', { name: 'By part number' }))
      expect(screen.getByRole('textbox', { name: 'Article number' })).toHaveValue('HU 7008')
    })
  })

  describe('brand and model', () => {
    it('asks for brand, model and engine, each at its select', async () => {
      const { user } = await renderPopup('partNumber')
      await waitFor(() => expect(select('Brand')).toBeEnabled())
      await user.click(screen.getByRole('button', { name: 'Search' }))
      expect(alerts()).toEqual(['Choose a brand.', 'Choose a model.', 'Choose an engine.'])
      expect(select('Brand')).toHaveAttribute('aria-invalid', 'true')
      expect(select('Brand')).toHaveAccessibleDescription('Choose a brand.')
      expect(select('Model')).toHaveAccessibleDescription('Choose a model.')
      expect(select('Engine')).toHaveAccessibleDescription('Choose an engine.')

      await user.selectOptions(select('Brand'), 'Volkswagen')
      expect(select('Brand')).not.toHaveAttribute('aria-invalid')
      expect(alerts()).toEqual(['Choose a model.', 'Choose an engine.'])
    })

    it('submits on Enter on a select and opens the parts of the engine, remembering the vehicle', async () => {
      const { user, location, onClose, queryClient } = await renderPopup('partNumber')
      await waitFor(() => expect(select('Brand')).toBeEnabled())
      select('Brand').focus()
      await user.keyboard('{Enter}')
      expect(alerts()).toEqual(['Choose a brand.', 'Choose a model.', 'Choose an engine.'])

      await chooseVehicle(user)
      select('Engine').focus()
      await user.keyboard('{Enter}')
      await waitFor(() => expect(location().pathname).toBe('/all'))
      expect(location().search).toEqual({ motorID: 320507 })
      expect(onClose).toHaveBeenCalledOnce()
      expect(queryClient.getQueryData(vehicleDetailsQuery('en', 320507).queryKey)).toMatchObject({
        make: vw,
        model: golf,
      })
    })
  })

  describe('registration number', () => {
    it('looks up a text longer than 5 characters and opens /all with the plate in lower case', async () => {
      const { user, location, onClose } = await renderPopup(
        'registration',
        finderLookups({ plate: golfByPlate }),
      )
      await user.type(screen.getByRole('textbox', { name: 'Registration number' }), 'EK 39085')
      await user.click(screen.getByRole('button', { name: 'Search' }))
      await waitFor(() => expect(location().pathname).toBe('/all'))
      expect(location().search).toEqual({ registreringsNummer: 'ek39085' })
      expect(onClose).toHaveBeenCalledOnce()
    })

    it('says when no vehicle has the registration, tied to the box', async () => {
      const { user } = await renderPopup('registration', finderLookups({ plate: null }))
      const plate = screen.getByRole('textbox', { name: 'Registration number' })
      await user.type(plate, 'ZZ99999{Enter}')
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No vehicle is registered with that number.',
      )
      expect(plate).toHaveAttribute('aria-invalid', 'true')
      expect(plate).toHaveAccessibleDescription('No vehicle is registered with that number.')
    })

    it('uses brand, model and engine when the text has 5 characters or fewer', async () => {
      const lookupRegistration = vi.fn(async () => golfByPlate)
      const lookups = {
        ...finderLookups({}),
        lookupRegistration: fromPromise<RegistrationVehicle | null, { plate: string }>(() =>
          lookupRegistration(),
        ),
      }
      const { user } = await renderPopup('registration', lookups)
      await user.type(screen.getByRole('textbox', { name: 'Registration number' }), 'EK390{Enter}')
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Choose a brand.')
      expect(alert).toHaveTextContent('Choose a model.')
      expect(alert).toHaveTextContent('Choose an engine.')
      expect(lookupRegistration).not.toHaveBeenCalled()
    })

    it('explains what a registration number looks like when the plate is refused', async () => {
      const refused = new InvalidRegistrationError('no plate')
      const { user } = await renderPopup('registration', finderLookups({ plate: refused }))
      await user.type(
        screen.getByRole('textbox', { name: 'Registration number' }),
        'ABCDEFGH{Enter}',
      )
      expect(await screen.findByRole('alert')).toHaveTextContent(/2 letters and 4–5 digits/)
    })
  })

  describe('part number', () => {
    async function searchPartNumber(lookups: FinderLookups, typed: string) {
      const app = await renderPopup('partNumber', lookups)
      await app.user.click(screen.getByRole('tab', { name: 'By part number' }))
      const box = screen.getByRole('textbox', { name: 'Article number' })
      if (typed) await app.user.type(box, typed)
      await app.user.click(screen.getByRole('button', { name: 'Search' }))
      return { ...app, box }
    }

    it('asks for an article number', async () => {
      const { box } = await searchPartNumber(finderLookups({}), '')
      expect(await screen.findByRole('alert')).toHaveTextContent('Enter an article number.')
      expect(box).toHaveAccessibleDescription('Enter an article number.')
    })

    it('opens the article-number search for a number an article has', async () => {
      const { location } = await searchPartNumber(
        finderLookups({ article: oilFilter }),
        ' HU 7008 z ',
      )
      await waitFor(() => expect(location().pathname).toBe('/catalog/article'))
      expect(location().search).toEqual({ n: 'HU 7008 z' })
    })

    it('says No products found. for a number no article has', async () => {
      const { box, location } = await searchPartNumber(finderLookups({ article: null }), 'NOPE-1')
      expect(await screen.findByRole('alert')).toHaveTextContent('No products found.')
      expect(box).toHaveAttribute('aria-invalid', 'true')
      expect(location().pathname).toBe('/')
    })

    it('says the search failed when the server fails', async () => {
      await searchPartNumber(finderLookups({ article: new Error('500') }), 'HU7008Z')
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The search failed. Check your connection and try again.',
      )
    })

    it('says a connection is needed when the device is offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      const offline = new TypeError('Failed to fetch')
      await searchPartNumber(finderLookups({ article: offline }), 'HU7008Z')
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /You are offline, and this search has not been made on this device before/,
      )
    })
  })

  describe('the opener', () => {
    it('loads the popup on click, closes it with its close button and gives focus back', async () => {
      const { user } = renderInApp(
        <FinderPopupButton variant="registration">Products</FinderPopupButton>,
      )
      const opener = await screen.findByRole('button', { name: 'Products' })
      expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
      await user.click(opener)
      const dialog = await screen.findByRole('dialog', { name: 'Find parts' })
      expect(within(dialog).getByRole('textbox', { name: 'Registration number' })).toHaveFocus()
      await user.click(within(dialog).getByRole('button', { name: 'Close' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(opener).toHaveFocus()
    })

    it('looks a part number up through the API and opens its search', async () => {
      const body = byNumberAnswer(
        listedArticle({
          articleId: 7,
          articleNumber: 'HU 7008 z',
          articleName: 'Oil filter',
          mfrName: 'MANN-FILTER',
          price: 18900,
        }),
      )
      const fetchSpy = vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      )
      vi.stubGlobal('fetch', fetchSpy)
      try {
        const { user, location } = renderInApp(
          <FinderPopupButton variant="partNumber">Search by part number</FinderPopupButton>,
        )
        await user.click(await screen.findByRole('button', { name: 'Search by part number' }))
        await user.click(await screen.findByRole('tab', { name: 'By part number' }))
        await user.type(screen.getByRole('textbox', { name: 'Article number' }), 'hu7008z{Enter}')
        await waitFor(() => expect(location().pathname).toBe('/catalog/article'))
        expect(location().search).toEqual({ n: 'hu7008z' })
        const url = new URL(String(fetchSpy.mock.calls[0]?.[0]), 'http://localhost')
        expect(url.pathname).toBe('/api/tecdoc/get-product-by-article-number')
        expect(url.searchParams.get('lang')).toBe('en')
      } finally {
        vi.unstubAllGlobals()
      }
    })
  })
})
