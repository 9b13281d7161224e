import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { useSidebarCategories } from '../api/get-sidebar-categories'
import { CategoriesStatus } from './categories-status'

export interface CategoryLinkTarget {
  /** `undefined`: every category. */
  slug: string | undefined
  name: string
  current: boolean
}

interface CategoryLinksProps {
  selected: string | undefined
  /** The link to a category on the page that shows it (the route decides where it goes). */
  renderLink: (target: CategoryLinkTarget) => ReactNode
}

/** The category tree's top two levels as links, to narrow a list of parts. */
export function CategoryLinks({ selected, renderLink }: CategoryLinksProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data, isPending, isError } = useSidebarCategories(locale)
  return (
    <nav className="category-links" aria-label={t`Part categories`}>
      <h2>
        <Trans>Categories</Trans>
      </h2>
      <CategoriesStatus isPending={isPending} isError={isError} />
      {data && (
        <ul>
          <li>
            {renderLink({
              slug: undefined,
              name: t`All categories`,
              current: selected === undefined,
            })}
          </li>
          {data.map((category) => (
            <li key={category.slug}>
              {renderLink({
                slug: category.slug,
                name: category.name,
                current: category.slug === selected,
              })}
              {category.subItems && category.subItems.length > 0 && (
                <ul>
                  {category.subItems.map((sub) => (
                    <li key={sub.slug}>
                      {renderLink({
                        slug: sub.slug,
                        name: sub.name,
                        current: sub.slug === selected,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
