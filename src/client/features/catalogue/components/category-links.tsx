import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { categoryMenu, type MenuEntry } from '../../../../domain/vehicle-categories'
import { useLocale } from '../../../i18n/locale-context'
import { vehicleCategoriesQuery } from '../../../data/vehicles/get-vehicle-categories'
import { CategoriesStatus } from './categories-status'

export type CategoryLinkTarget = Pick<MenuEntry, 'slug' | 'name' | 'count' | 'current'>

interface CategoryLinksProps {
  carId: number
  selected: string | undefined
  /** The route decides where a category link goes. */
  renderLink: (target: CategoryLinkTarget) => ReactNode
}

/** A phone shows only the way up and the choices (vehicle-finder.css), so the parts stay near the top. */
export function CategoryLinks({ carId, selected, renderLink }: CategoryLinksProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data, isPending, isError } = useQuery(vehicleCategoriesQuery(locale, carId))
  return (
    <nav className="category-links" aria-label={t`Part categories`}>
      <h2>
        <Trans>Categories</Trans>
      </h2>
      <CategoriesStatus isPending={isPending} isError={isError} />
      {data && (
        <MenuList entries={categoryMenu(data, selected, t`All categories`)} render={renderLink} />
      )}
    </nav>
  )
}

function MenuList({
  entries,
  render,
}: {
  entries: MenuEntry[]
  render: CategoryLinksProps['renderLink']
}) {
  const choices = entries.some((entry) => entry.place === 'choice')
  return (
    <ul className={choices ? 'category-links__choices' : undefined}>
      {entries.map((entry) => (
        <li
          key={entry.slug ?? ''}
          className={`category-links__${entry.children.length > 0 && entry.place === 'choice' ? 'group' : entry.place}`}
        >
          {render(entry)}
          {entry.children.length > 0 && <MenuList entries={entry.children} render={render} />}
        </li>
      ))}
    </ul>
  )
}
