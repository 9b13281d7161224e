import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type SavedArticle, savedArticleFrom } from '../../../../domain/saved-article'
import { clientState } from '../../../offline/client-state'
import { renderInRouter } from '../../../test/render-in-router'
import {
  brakeDisc,
  pastListPause,
  startEachTestWithEmptyLists,
  storeClientState,
} from '../../../test/saved-articles'
import { ComparePage } from './compare-page'

const ventilated = savedArticleFrom(
  brakeDisc(4711, {
    articleNumber: 'DF2442',
    rating: 4,
    articleText: [{ text: ['Diameter: 288 mm'] }, { text: ['Type: ventilated'] }],
  }),
)
const solid = savedArticleFrom({
  articleId: 4712,
  articleNumber: '09.A425.11',
  articleName: 'Brake disc',
  mfrName: 'BREMBO',
  price: 89900,
  discount: 0,
  available: true,
  availability: 'on-backorder',
  images: [],
  articleText: [{ text: ['Type: solid'] }, { text: ['With wear indicator'] }],
})

function storeCompare(items: SavedArticle[], currency = 'NOK') {
  storeClientState({ compare: items, currency })
  clientState.load()
}

async function renderCompare() {
  renderInRouter({
    pages: { '/compare': <ComparePage />, '/products/$slug': null, '/': null },
    at: '/compare',
  })
  return screen.findByRole('heading', { level: 1, name: 'Compare products' })
}

/** The text of each cell of the row whose header is `name`. */
function row(table: HTMLElement, name: string): string[] {
  const header = within(table).getByRole('rowheader', { name })
  const cells = within(header.closest('tr') as HTMLElement).getAllByRole('cell')
  return cells.map((cell) => cell.textContent ?? '')
}

describe('the compare page', () => {
  startEachTestWithEmptyLists()

  it('shows the articles side by side in a table with a row per attribute and criterion', async () => {
    storeCompare([ventilated, solid])
    expect(await renderCompare()).toHaveFocus()
    const table = screen.getByRole('table', { name: 'Products side by side' })
    const columns = within(table).getAllByRole('columnheader')
    expect(columns.map((column) => column.textContent)).toEqual(['Brake disc', 'Brake disc'])
    expect(within(columns[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/products/trw-df2442-brake-disc-4711',
    )
    expect(within(table).getByRole('img', { name: 'Brake disc' })).toHaveAttribute(
      'src',
      '/part-images/82.svg',
    )
    expect(row(table, 'Brand')).toEqual(['TRW', 'BREMBO'])
    expect(row(table, 'Article number')).toEqual(['DF2442', '09.A425.11'])
    expect(row(table, 'Price')).toEqual(['kr\u00a0772.00', 'kr\u00a0899.00'])
    expect(row(table, 'Stock')).toEqual(['In stock', 'On backorder'])
    expect(row(table, 'Rating')).toEqual(['★★★★☆ 4 of 5', '–Not given'])
    expect(row(table, 'Diameter')).toEqual(['288 mm', '–Not given'])
    expect(row(table, 'Type')).toEqual(['ventilated', 'solid'])
    expect(row(table, 'With wear indicator')).toEqual(['–Not given', 'Yes'])
  })

  it('shows prices in the chosen currency', async () => {
    storeCompare([ventilated], 'EUR')
    await renderCompare()
    // 772,00 kr × 0.92 ÷ 10.5 = 67.64 €
    expect(row(screen.getByRole('table'), 'Price')).toEqual(['€67.64'])
  })

  it('removes a column after the pause, then clears the rest to the empty state', async () => {
    storeCompare([ventilated, solid])
    await renderCompare()
    vi.useFakeTimers()
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove from compare: Brake disc TRW DF2442' }),
    )
    await pastListPause()
    expect(row(screen.getByRole('table'), 'Brand')).toEqual(['BREMBO'])
    expect(
      screen.getByRole('button', { name: 'Remove from compare: Brake disc BREMBO 09.A425.11' }),
    ).toHaveFocus()

    fireEvent.click(screen.getByRole('button', { name: 'Clear compare list' }))
    await pastListPause()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByText('Nothing to compare yet.')).toBeInTheDocument()
    expect(clientState.getSnapshot().compare).toEqual([])
  })
})
