import type { ProductLookup } from '../data/product/get-product'
import { ProductPage } from '../features/product/components/product-page'
import { productListActions, useAddProductToCart } from '../shell/product-list-actions'

/** The product page with the shop's cart, wishlist and compare actions. */
export function ShopProductPage({ lookup }: { lookup: ProductLookup | null }) {
  const addToCart = useAddProductToCart()
  return <ProductPage actions={productListActions} onAddToCart={addToCart} lookup={lookup} />
}
