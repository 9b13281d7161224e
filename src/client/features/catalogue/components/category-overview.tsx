import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDeferredValue } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { useSidebarCategories } from '../../../data/catalogue/get-sidebar-categories'
import { CategoriesStatus } from './categories-status'
import './category-overview.css'

export function CategoryOverview() {
  const locale = useLocale()
  const { data: tree, isPending, isError } = useSidebarCategories(locale)
  // Drawn in a deferred render, which React slices (see FeaturedProducts).
  const data = useDeferredValue(tree)
  return (
    <section className="category-overview" aria-labelledby="category-overview-title">
      <h2 id="category-overview-title">
        <Trans>Categories</Trans>
      </h2>
      <CategoriesStatus isPending={isPending} isError={isError} />
      {data && (
        <ul className="category-overview__list">
          {data.map((category) => (
            <li key={category.slug}>
              <h3>
                <Link to="/catalog/$slug" params={{ slug: category.slug }}>
                  {category.name}
                </Link>
              </h3>
              {category.subItems && (
                <ul>
                  {category.subItems.map((sub) => (
                    <li key={sub.slug}>
                      <Link to="/catalog/$slug" params={{ slug: sub.slug }}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
