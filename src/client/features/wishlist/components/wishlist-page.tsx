import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { productSlug } from '../../../../domain/product-slug'
import { articleTitle, type SavedArticle, salePrice } from '../../../../domain/saved-article'
import { useDocumentTitle } from '../../../ui/document-title'
import { Price } from '../../../ui/price'
import { RemoveButton, SavedListPage, useSavedListPage } from '../../../ui/saved-list-page'
import { StockText } from '../../../ui/stock-text'
import { Thumbnail } from '../../../ui/thumbnail'
import { wishlist } from '../wishlist'
import './wishlist.css'

interface WishlistPageProps {
  /** Composed by the route from the cart feature. */
  cartAction?: (article: SavedArticle) => ReactNode
}

/** Kept on this device as they were when added, so it works offline. */
export function WishlistPage({ cartAction }: WishlistPageProps) {
  const { t } = useLingui()
  const { items, heading, list, remove, clear } = useSavedListPage<HTMLUListElement>(
    wishlist,
    '.saved-item__remove',
  )
  useDocumentTitle(t`Wishlist`)

  return (
    <SavedListPage
      titleId="wishlist-title"
      className="page--wishlist"
      title={<Trans>Wishlist</Trans>}
      heading={heading}
      count={items.length}
      emptyClassName="saved-empty"
      empty={
        <>
          <p>
            <Trans>Your wishlist is empty.</Trans>
          </p>
          <p>
            <Trans>
              Press the heart on a product to keep it here. The list stays on this device and works
              offline.
            </Trans>
          </p>
        </>
      }
      noteClassName="saved-note"
      clearLabel={<Trans>Clear wishlist</Trans>}
      onClear={clear}
    >
      <ul className="saved-items" ref={list}>
        {items.map((item, index) => (
          <li key={item.articleId}>
            <article className="saved-item" aria-labelledby={`wish-${item.articleId}`}>
              <Thumbnail src={item.image} size={96} emptyClassName="saved-item__no-image" />
              <div className="saved-item__body">
                <h2 id={`wish-${item.articleId}`}>
                  <Link to="/products/$slug" params={{ slug: productSlug(item) }}>
                    {item.articleName}
                  </Link>
                </h2>
                <p>{item.mfrName}</p>
                <p>
                  <Trans>Article number {item.articleNumber}</Trans>
                </p>
              </div>
              <div className="saved-item__buy">
                {item.available && <Price className="saved-item__price" ore={salePrice(item)} />}
                <StockText article={item} />
                <div className="saved-item__actions">
                  {cartAction?.(item)}
                  <RemoveButton
                    className="saved-item__remove"
                    label={t`Remove from wishlist: ${articleTitle(item)}`}
                    onPress={() => remove(item, index)}
                  />
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SavedListPage>
  )
}
