import { Trans, useLingui } from '@lingui/react/macro'
import { useFormatMoney } from '../../../ui/money'
import type { ListingFacet } from '../../../../domain/article-schema'
import type { ActiveFilter } from '../listing-search'
import { useBrandName, useVehicleName } from './filter-names'
import { Stars } from './filters-panel'

interface ActiveFilterChipsProps {
  chips: ActiveFilter[]
  facets: ListingFacet[] | undefined
  onRemove: (chip: ActiveFilter) => void
  onClear: () => void
}

export function ActiveFilterChips({ chips, facets, onRemove, onClear }: ActiveFilterChipsProps) {
  const { t } = useLingui()
  if (chips.length === 0) return null
  const brands = facets?.find((facet) => facet.slug === 'brand')
  const brandNames = new Map<string, string>(
    brands?.items.map((item) => [item.slug, item.name ?? item.slug]) ?? [],
  )
  return (
    <div className="chips">
      <ul className="chips__list" aria-label={t`Active filters`}>
        {chips.map((chip) => (
          <li key={`${chip.slug}:${String(chip.value)}`}>
            <Chip chip={chip} brandName={brandNames.get(String(chip.value))} onRemove={onRemove} />
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className="chips__clear" onClick={onClear}>
          <Trans>Clear all</Trans>
        </button>
      )}
    </div>
  )
}

function Chip({
  chip,
  brandName,
  onRemove,
}: {
  chip: ActiveFilter
  brandName?: string
  onRemove: (chip: ActiveFilter) => void
}) {
  const { t } = useLingui()
  const label = <ChipLabel chip={chip} brandName={brandName} />
  return (
    <button type="button" className="chip" onClick={() => onRemove(chip)}>
      <span className="visually-hidden">{t`Remove filter:`}</span> {label}
      <span className="chip__x" aria-hidden="true">
        ×
      </span>
    </button>
  )
}

function ChipLabel({ chip, brandName }: { chip: ActiveFilter; brandName?: string }) {
  switch (chip.slug) {
    case 'brand':
      return <BrandLabel slug={chip.value} name={brandName} />
    case 'price':
      return <PriceLabel range={chip.value} />
    case 'rating':
      return <Stars rating={chip.value} />
    case 'stock':
      return chip.value === 'in-stock' ? <Trans>In stock</Trans> : <Trans>Out of stock</Trans>
    case 'vehicle':
      return <VehicleLabel carId={chip.value} />
  }
}

function BrandLabel({ slug, name }: { slug: string; name?: string }) {
  const known = useBrandName(slug, name === undefined)
  return <>{name ?? known}</>
}

function PriceLabel({ range: [min, max] }: { range: [number, number] }) {
  const format = useFormatMoney()
  return <>{`${format(min)} – ${format(max)}`}</>
}

function VehicleLabel({ carId }: { carId: number }) {
  const name = useVehicleName(carId)
  return <Trans>Fits: {name}</Trans>
}
