import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ShopSettings } from '../../../../domain/settings'
import type { SharedListAnswer } from '../../../../domain/shared-list'
import { activateLocale } from '../../../i18n/i18n'
import { renderInRouter } from '../../../test/render-in-router'
import { SharedListPage } from './shared-list-page'

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv'

const LIST: SharedListAnswer = {
  kind: 'job',
  title: 'Bremser foran',
  vehicle: { plate: 'EK 39085', label: 'Volkswagen Golf VII' },
  lines: [
    {
      articleId: 1,
      articleNumber: '09.C394.13',
      mfrName: 'BREMBO',
      name: 'BREMBO Bremseskive',
      quantity: 2,
      note: 'Foran',
      priceAtShare: 99_900,
      price: 109_900,
      available: true,
      availability: 'in-stock',
    },
    {
      articleId: 2,
      articleNumber: 'P 85 020',
      mfrName: 'BREMBO',
      name: 'BREMBO Bremseklosser',
      quantity: 1,
      priceAtShare: 45_000,
      price: null,
      available: false,
    },
  ],
  totals: { exMva: 175_840, mva: 43_960, inclMva: 219_800 },
  createdAt: '2026-11-29T10:00:00.000Z',
  expiresAt: '2026-12-29T10:00:00.000Z',
  isOwner: false,
}

const SHOP = {
  companyName: 'Delelager AS',
  orgNr: '315482097',
  phone: '+47 63 94 50 00',
  email: 'post@delelager.no',
  address: { street: 'Industriveien 1', postcode: '2069', city: 'Jessheim' },
  openingHours: [],
  links: [],
} satisfies ShopSettings

function renderPage(list: SharedListAnswer | null, options: { print?: boolean } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      list
        ? Response.json(list)
        : Response.json(
            { error: { code: 'SHARED_LIST_NOT_FOUND', message: 'gone' } },
            { status: 404 },
          ),
    ),
  )
  const onAddToCart = vi.fn(async () => ({ added: 1, refused: 0 }))
  const { user } = renderInRouter({
    locale: 'no',
    pages: {
      '/': (
        <SharedListPage
          token={TOKEN}
          print={options.print ?? false}
          shop={SHOP}
          owner={{}}
          onAddToCart={onAddToCart}
        />
      ),
    },
  })
  return { user, onAddToCart }
}

describe('a list opened by its link', () => {
  beforeAll(() => activateLocale('no'))
  afterEach(() => vi.unstubAllGlobals())

  it('marks a changed price with the shared one and says which parts are no longer sold', async () => {
    renderPage(LIST)
    expect(await screen.findByRole('heading', { name: 'Bremser foran' })).toBeInTheDocument()
    expect(screen.getByText(/Volkswagen Golf VII \(EK 39085\)/)).toBeInTheDocument()
    const [changed, gone] = screen.getAllByRole('listitem')
    expect(within(changed as HTMLElement).getByText(/Prisen er endret/)).toHaveTextContent(
      'Prisen er endret (var 999,00 kr)',
    )
    expect(within(gone as HTMLElement).getByText('Selges ikke lenger')).toBeVisible()
    expect(screen.getByText('Foran')).toBeVisible()
  })

  it('hands the list to the cart and says what went in; only the owner may revoke', async () => {
    const { user, onAddToCart } = renderPage(LIST)
    await user.click(await screen.findByRole('button', { name: 'Legg i min handlekurv' }))
    expect(onAddToCart).toHaveBeenCalledWith(LIST)
    expect(await screen.findByText(/La 1 vare i handlekurven din\./)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Trekk tilbake lenken' })).toBeNull()
  })

  it('shows the owner the button that takes the link back', async () => {
    renderPage({ ...LIST, isOwner: true })
    expect(await screen.findByRole('button', { name: 'Trekk tilbake lenken' })).toBeVisible()
  })

  it("prints as a quote with the shop's details, prices with and without MVA and the validity", async () => {
    renderPage(LIST, { print: true })
    expect(await screen.findByText('Tilbud')).toBeInTheDocument()
    expect(screen.getByText(/Org\.nr\. 315 482 097/)).toHaveTextContent('Delelager AS')
    expect(screen.getByText(/Gyldig til 29\. desember 2026/)).toBeInTheDocument()
    const rows = screen.getAllByRole('row')
    // The header row and the one part still sold: 2 × 1 099,00 kr; 879,20 kr without MVA.
    expect(rows).toHaveLength(2)
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(1).map((text) => text?.replace(/\s/g, ' '))).toEqual([
      '2',
      '879,20 kr',
      '1 099,00 kr',
      '1 758,40 kr',
      '2 198,00 kr',
    ])
  })

  it('says plainly that a dead link does not exist or has expired', async () => {
    renderPage(null)
    expect(
      await screen.findByRole('heading', { name: 'Lenken finnes ikke eller er utløpt' }),
    ).toBeInTheDocument()
  })
})
