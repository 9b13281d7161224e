import { fireEvent, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type SavedArticle, savedArticleFrom } from '../../../../domain/saved-article'
import { CLIENT_STATE_KEY, clientState } from '../../../offline/client-state'
import { renderInRouter } from '../../../test/render-in-router'
import {
  brakeDisc,
  pastListPause,
  startEachTestWithEmptyLists,
  storeClientState,
} from '../../../test/saved-articles'
import { WishlistPage } from './wishlist-page'

const disc = savedArticleFrom(brakeDisc(4711, { articleNumber: 'DF2442' }))
const filter = savedArticleFrom({
  articleId: 815,
  articleNumber: 'W 712/95',
  articleName: 'Oil filter',
  mfrName: 'MANN-FILTER',
  price: 19900,
  discount: 0,
  available: true,
  availability: 'out-of-stock',
  images: [],
})

/** Stores the wishlist as an earlier visit would have, and reads it like a new start. */
function storeWishlist(items: SavedArticle[]) {
  storeClientState({ wishlist: items })
  clientState.load()
}

async function renderWishlist(cartAction?: (article: SavedArticle) => ReactNode) {
  renderInRouter({
    pages: {
      '/wishlist': <WishlistPage cartAction={cartAction} />,
      '/products/$slug': null,
      '/': null,
    },
    at: '/wishlist',
  })
  return screen.findByRole('heading', { level: 1, name: 'Wishlist' })
}

describe('the wishlist page', () => {
  startEachTestWithEmptyLists()

  it('shows the kept articles from the device, with links, prices after discount and stock', async () => {
    storeWishlist([disc, filter])
    expect(await renderWishlist()).toHaveFocus()
    expect(screen.getByText('2 products, kept on this device.')).toBeInTheDocument()
    const card = screen.getByRole('article', { name: 'Brake disc' })
    expect(within(card).getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      '/products/trw-df2442-brake-disc-4711',
    )
    expect(within(card).getByText('TRW')).toBeInTheDocument()
    expect(within(card).getByText('Article number DF2442')).toBeInTheDocument()
    expect(within(card).getByText('kr 772.00')).toBeInTheDocument()
    expect(within(card).getByText('In stock')).toBeInTheDocument()
    const other = screen.getByRole('article', { name: 'Oil filter' })
    expect(within(other).getByText('Out of stock')).toBeInTheDocument()
  })

  it('offers the add-to-cart control the route gives it for each article', async () => {
    storeWishlist([disc])
    await renderWishlist((article) => <button type="button">Buy {article.articleNumber}</button>)
    expect(screen.getByRole('button', { name: 'Buy DF2442' })).toBeInTheDocument()
  })

  it('removes one article after the pause and keeps focus in the list', async () => {
    storeWishlist([disc, filter])
    await renderWishlist()
    vi.useFakeTimers()
    const remove = screen.getByRole('button', {
      name: 'Remove from wishlist: Brake disc TRW DF2442',
    })
    fireEvent.click(remove)
    expect(remove).toHaveAttribute('aria-disabled', 'true')
    await pastListPause()
    expect(screen.queryByRole('article', { name: 'Brake disc' })).not.toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Remove from wishlist: Oil filter MANN-FILTER W 712/95' }),
    ).toHaveFocus()
    expect(clientState.getSnapshot().wishlist.map((item) => item.articleId)).toEqual([815])
  })

  it('clears the whole list, then says it is empty and where to find parts', async () => {
    storeWishlist([disc, filter])
    await renderWishlist()
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Clear wishlist' }))
    await pastListPause()
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find parts' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
    expect(JSON.parse(localStorage.getItem(CLIENT_STATE_KEY) ?? '{}').state.wishlist.items).toEqual(
      [],
    )
  })
})
