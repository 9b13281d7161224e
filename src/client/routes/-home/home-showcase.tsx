import { CategoryOverview } from '../../features/catalogue/components/category-overview'
import { FeaturedProducts } from './featured-products'

/**
 * The front page's featured products and categories: below its finders, a chunk of its own
 * (the product cards with their cart, wishlist and fitment code), loaded when the shopper
 * scrolls near it (home-finders.tsx).
 */
export function HomeShowcase() {
  return (
    <>
      <FeaturedProducts />
      <CategoryOverview />
    </>
  )
}
