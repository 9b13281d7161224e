import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CategoryNode } from '../../../../domain/category-tree'

/** Only the very page counts as current (a link to a parent would be marked too). */
const EXACT = { exact: true, includeSearch: false }

interface CategoryTreeProps {
  tree: readonly CategoryNode[]
  current?: string
  trail?: readonly string[]
}

export function CategoryTree({ tree, current, trail = [] }: CategoryTreeProps) {
  const { t } = useLingui()
  return (
    <nav className="category-tree" aria-label={t`Category tree`}>
      <h2 className="category-tree__title">
        <Trans>Categories</Trans>
      </h2>
      <Branch nodes={tree} current={current} trail={trail} />
    </nav>
  )
}

function Branch({
  nodes,
  current,
  trail,
}: {
  nodes: readonly CategoryNode[]
  current?: string
  trail: readonly string[]
}) {
  return (
    <ul>
      {nodes.map((node) => {
        const open = trail.includes(node.slug) && (node.subItems?.length ?? 0) > 0
        return (
          <li key={node.slug}>
            <Link
              activeOptions={EXACT}
              to="/catalog/$slug"
              params={{ slug: node.slug }}
              aria-current={node.slug === current ? 'page' : undefined}
              className={open ? 'category-tree__open' : undefined}
            >
              {node.name}
            </Link>
            {open && node.subItems && (
              <Branch nodes={node.subItems} current={current} trail={trail} />
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function Breadcrumb({ trail, page }: { trail: readonly CategoryNode[]; page?: string }) {
  const { t } = useLingui()
  const last = trail.at(-1)
  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link to="/" activeOptions={EXACT}>
            <Trans>Home</Trans>
          </Link>
        </li>
        <li>
          <Link to="/catalog" activeOptions={EXACT}>
            <Trans>Shop</Trans>
          </Link>
        </li>
        {trail.map((node) => (
          <li key={node.slug}>
            {node === last && page === undefined ? (
              <span aria-current="page">{node.name}</span>
            ) : (
              <Link to="/catalog/$slug" params={{ slug: node.slug }} activeOptions={EXACT}>
                {node.name}
              </Link>
            )}
          </li>
        ))}
        {page !== undefined && (
          <li>
            <span aria-current="page">{page}</span>
          </li>
        )}
      </ol>
    </nav>
  )
}
