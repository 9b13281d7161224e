import { CategoryOverview } from '../../features/catalogue/components/category-overview'
import { FeaturedProducts } from './featured-products'

export function HomeShowcase() {
  return (
    <>
      <FeaturedProducts />
      <CategoryOverview />
    </>
  )
}
