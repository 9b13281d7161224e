import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/locale-context'
import { type ProductLookup, productContextQuery } from '../../../data/product/get-product'
import { FitmentSummary } from './fitment-summary'
import { RelatedParts } from './related-parts'

/** Shown once the product is: its answer filled this entry too, so the page asks once. */
export function ProductContext({ lookup }: { lookup: ProductLookup }) {
  const locale = useLocale()
  const { data } = useQuery(productContextQuery(locale, lookup))
  return (
    <>
      {data?.fitment && <FitmentSummary fitment={data.fitment} />}
      {data?.related && <RelatedParts parts={data.related} />}
    </>
  )
}
