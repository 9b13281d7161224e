import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { criterionRows } from '../../../../domain/compare'
import { productSlug } from '../../../../domain/product-slug'
import { articleTitle, type SavedArticle, salePrice } from '../../../../domain/saved-article'
import { useDocumentTitle } from '../../../ui/document-title'
import { Price } from '../../../ui/price'
import { RemoveButton, SavedListPage, useSavedListPage } from '../../../ui/saved-list-page'
import { StockText } from '../../../ui/stock-text'
import { compareList } from '../compare'
import './compare.css'

/** Read from the device, so it works offline. */
export function ComparePage() {
  const { t } = useLingui()
  const {
    items,
    heading,
    list: table,
    remove,
    clear,
  } = useSavedListPage<HTMLTableElement>(compareList, '.compare-remove')
  useDocumentTitle(t`Compare products`)

  return (
    <SavedListPage
      titleId="compare-title"
      className="page--compare"
      title={<Trans>Compare products</Trans>}
      heading={heading}
      count={items.length}
      emptyClassName="compare-empty"
      empty={
        <>
          <p>
            <Trans>Nothing to compare yet.</Trans>
          </p>
          <p>
            <Trans>
              Press Compare on up to four products to see them side by side here. The list stays on
              this device and works offline.
            </Trans>
          </p>
        </>
      }
      noteClassName="compare-note"
      clearLabel={<Trans>Clear compare list</Trans>}
      onClear={clear}
    >
      {/* Keyboard users scroll a wide table with the arrow keys once it has focus. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="compare-scroll" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table" ref={table}>
          <caption id="compare-caption">
            <Trans>Products side by side</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="row">
                <Trans>Name</Trans>
              </th>
              {items.map((item) => (
                <th key={item.articleId} scope="col">
                  <Link to="/products/$slug" params={{ slug: productSlug(item) }}>
                    {item.articleName}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row header={<Trans>Image</Trans>} items={items}>
              {(item) =>
                item.image ? (
                  <img src={item.image} alt={item.articleName} width={96} height={96} />
                ) : (
                  <NotGiven />
                )
              }
            </Row>
            <Row header={<Trans>Brand</Trans>} items={items}>
              {(item) => item.mfrName}
            </Row>
            <Row header={<Trans>Article number</Trans>} items={items}>
              {(item) => item.articleNumber}
            </Row>
            <Row header={<Trans>Price</Trans>} items={items}>
              {(item) =>
                item.available ? <Price ore={salePrice(item)} /> : <Trans>Not available</Trans>
              }
            </Row>
            <Row header={<Trans>Stock</Trans>} items={items}>
              {(item) => <StockText article={item} />}
            </Row>
            <Row header={<Trans>Rating</Trans>} items={items}>
              {(item) => <Rating rating={item.rating} />}
            </Row>
            {criterionRows(items).map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {row.values.map((value, column) => (
                  <td key={items[column]?.articleId}>
                    {value === null ? <NotGiven /> : value || <Trans>Yes</Trans>}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <span className="visually-hidden">
                  <Trans>Remove</Trans>
                </span>
              </th>
              {items.map((item, column) => (
                <td key={item.articleId}>
                  <RemoveButton
                    className="compare-remove"
                    label={t`Remove from compare: ${articleTitle(item)}`}
                    onPress={() => remove(item, column)}
                  />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
    </SavedListPage>
  )
}

interface RowProps {
  header: ReactNode
  items: readonly SavedArticle[]
  children: (item: SavedArticle) => ReactNode
}

function Row({ header, items, children }: RowProps) {
  return (
    <tr>
      <th scope="row">{header}</th>
      {items.map((item) => (
        <td key={item.articleId}>{children(item)}</td>
      ))}
    </tr>
  )
}

function Rating({ rating }: { rating: number | null }) {
  if (rating === null) return <NotGiven />
  return (
    <>
      <span aria-hidden="true" className="compare-stars">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>{' '}
      <Trans>{rating} of 5</Trans>
    </>
  )
}

function NotGiven() {
  return (
    <>
      <span aria-hidden="true" className="compare-none">
        –
      </span>
      <span className="visually-hidden">
        <Trans>Not given</Trans>
      </span>
    </>
  )
}
