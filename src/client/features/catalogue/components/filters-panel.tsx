import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import type { GarageVehicle } from '../../../../domain/garage'
import type {
  ListingFilters,
  ListingFilterSlug,
  StockFilterValue,
} from '../../../../domain/listing'
import { takesSingular } from '../../../i18n/i18n'
import { garageVehicleName } from '../../../data/garage/garage-vehicle'
import type { ListingFacet } from '../../../../domain/article-schema'
import { toggled } from '../listing-search'
import { useBrandName, useVehicleName } from './filter-names'

type FilterChange = <K extends ListingFilterSlug>(slug: K, value: ListingFilters[K]) => void

interface FiltersPanelProps {
  facets: ListingFacet[] | undefined
  filters: ListingFilters
  garage: GarageVehicle[]
  onChange: FilterChange
  onClear?: () => void
}

/** Each change applies at once, except the price, which applies with its button. */
export function FiltersPanel({ facets, filters, garage, onChange, onClear }: FiltersPanelProps) {
  const { t } = useLingui()
  const facet = <K extends ListingFacet['slug']>(slug: K) =>
    facets?.find((f): f is Extract<ListingFacet, { slug: K }> => f.slug === slug)
  return (
    <section className="filters" aria-label={t`Filters`}>
      <h2 className="filters__title">
        <Trans>Filters</Trans>
      </h2>
      <VehicleFilter garage={garage} value={filters.vehicle} onChange={onChange} />
      <BrandFilter facet={facet('brand')} value={filters.brand ?? []} onChange={onChange} />
      <PriceFilter
        key={filters.price?.join('-') ?? 'none'}
        facet={facet('price')}
        value={filters.price}
        onChange={onChange}
      />
      <RatingFilter facet={facet('rating')} value={filters.rating ?? []} onChange={onChange} />
      <StockFilter facet={facet('stock')} value={filters.stock ?? []} onChange={onChange} />
      {onClear && (
        <button type="button" className="button filters__clear" onClick={onClear}>
          <Trans>Clear all filters</Trans>
        </button>
      )}
    </section>
  )
}

function Check({
  checked,
  onChange,
  children,
  count,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  count?: number
}) {
  return (
    <label className="filters__option">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
      {count !== undefined && <span className="filters__count">({count})</span>}
    </label>
  )
}

function BrandOption({
  slug,
  name,
  count,
  checked,
  onChange,
}: {
  slug: string
  name?: string
  count?: number
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const known = useBrandName(slug, name === undefined)
  return (
    <Check checked={checked} onChange={onChange} count={count}>
      {name ?? known}
    </Check>
  )
}

function BrandFilter({
  facet,
  value,
  onChange,
}: {
  facet: Extract<ListingFacet, { slug: 'brand' }> | undefined
  value: string[]
  onChange: FilterChange
}) {
  const items = facet?.items ?? []
  // A brand chosen in the address but not among the choices still shows, to be unticked.
  const missing = value.filter((slug) => !items.some((item) => item.slug === slug))
  if (items.length === 0 && missing.length === 0) return null
  const set = (slug: string, on: boolean) => onChange('brand', toggled(value, slug, on))
  return (
    <fieldset className="filters__group">
      <legend>
        <Trans>Brand</Trans>
      </legend>
      <div className="filters__scroll">
        {missing.map((slug) => (
          <BrandOption key={slug} slug={slug} checked onChange={(on) => set(slug, on)} />
        ))}
        {items.map((item) => (
          <BrandOption
            key={item.slug}
            slug={item.slug}
            name={item.name}
            count={item.count}
            checked={value.includes(item.slug)}
            onChange={(on) => set(item.slug, on)}
          />
        ))}
      </div>
    </fieldset>
  )
}

function kroner(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.')
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : null
}

function PriceFilter({
  facet,
  value,
  onChange,
}: {
  facet: Extract<ListingFacet, { slug: 'price' }> | undefined
  value: [number, number] | undefined
  onChange: FilterChange
}) {
  const { t } = useLingui()
  const id = useId()
  const [min, setMin] = useState(value ? String(value[0] / 100) : '')
  const [max, setMax] = useState(value ? String(value[1] / 100) : '')
  const [problem, setProblem] = useState(false)
  const low = facet ? Math.floor(facet.min / 100) : undefined
  const high = facet ? Math.ceil(facet.max / 100) : undefined
  const bound = (set: (value: string) => void) => ({
    problemId: problem ? `${id}-problem` : undefined,
    onChange: (value: string) => {
      set(value)
      setProblem(false)
    },
  })
  if (!value && (!facet || facet.max === 0)) return null
  return (
    <fieldset className="filters__group">
      <legend>
        <Trans>Price (kr)</Trans>
      </legend>
      <form
        className="filters__price"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const from = kroner(min) ?? low ?? 0
          const to = kroner(max) ?? high
          if (to === undefined || (kroner(min) === null && kroner(max) === null)) {
            if (value) onChange('price', undefined)
            return
          }
          const [a, b] = from <= to ? [from, to] : [to, from]
          if (b * 100 > 2_147_483_647) {
            setProblem(true)
            return
          }
          onChange('price', [a * 100, b * 100])
        }}
      >
        <PriceBound
          id={`${id}-min`}
          label={<Trans>From</Trans>}
          placeholder={low}
          value={min}
          {...bound(setMin)}
        />
        <PriceBound
          id={`${id}-max`}
          label={<Trans>To</Trans>}
          placeholder={high}
          value={max}
          {...bound(setMax)}
        />
        <button type="submit" className="button" aria-label={t`Apply price filter`}>
          <Trans>Apply</Trans>
        </button>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="filters__problem">
            <Trans>That price is too high.</Trans>
          </p>
        )}
      </form>
    </fieldset>
  )
}

function RatingFilter({
  facet,
  value,
  onChange,
}: {
  facet: Extract<ListingFacet, { slug: 'rating' }> | undefined
  value: number[]
  onChange: FilterChange
}) {
  const counts = new Map<number, number>()
  for (const item of facet?.items ?? []) {
    if (item.rating !== null) counts.set(item.rating, item.count)
  }
  const stars = [...new Set([...counts.keys(), ...value])].sort((a, b) => b - a)
  if (stars.length === 0) return null
  return (
    <fieldset className="filters__group">
      <legend>
        <Trans>Rating</Trans>
      </legend>
      {stars.map((rating) => (
        <Check
          key={rating}
          checked={value.includes(rating)}
          count={counts.get(rating)}
          onChange={(on) => onChange('rating', toggled(value, rating, on))}
        >
          <Stars rating={rating} />
        </Check>
      ))}
    </fieldset>
  )
}

export function Stars({ rating }: { rating: number }) {
  return (
    <>
      <span aria-hidden="true" className="stars">
        {'★'.repeat(rating)}
        {'☆'.repeat(Math.max(0, 5 - rating))}
      </span>{' '}
      {takesSingular(rating) ? <Trans>{rating} star</Trans> : <Trans>{rating} stars</Trans>}
    </>
  )
}

function StockFilter({
  facet,
  value,
  onChange,
}: {
  facet: Extract<ListingFacet, { slug: 'stock' }> | undefined
  value: StockFilterValue[]
  onChange: FilterChange
}) {
  const count = (slug: StockFilterValue) => facet?.items.find((item) => item.slug === slug)?.count
  if (!facet && value.length === 0) return null
  const set = (slug: StockFilterValue, on: boolean) => onChange('stock', toggled(value, slug, on))
  return (
    <fieldset className="filters__group">
      <legend>
        <Trans>Stock</Trans>
      </legend>
      <Check
        checked={value.includes('in-stock')}
        count={count('in-stock')}
        onChange={(on) => set('in-stock', on)}
      >
        <Trans>In stock</Trans>
      </Check>
      <Check
        checked={value.includes('out-of-stock')}
        count={count('out-of-stock')}
        onChange={(on) => set('out-of-stock', on)}
      >
        <Trans>Out of stock</Trans>
      </Check>
    </fieldset>
  )
}

function OtherVehicleOption({ carId, group }: { carId: number; group: string }) {
  const name = useVehicleName(carId)
  return (
    <label className="filters__option">
      <input type="radio" name={group} checked readOnly />
      <span>{name}</span>
    </label>
  )
}

function VehicleFilter({
  garage,
  value,
  onChange,
}: {
  garage: GarageVehicle[]
  value: number | null | undefined
  onChange: FilterChange
}) {
  const name = useId()
  const other = value && !garage.some((vehicle) => vehicle.id === value) ? value : null
  if (garage.length === 0 && other === null) return null
  return (
    <fieldset className="filters__group">
      <legend>
        <Trans>Vehicle</Trans>
      </legend>
      <label className="filters__option">
        <input
          type="radio"
          name={name}
          checked={!value}
          onChange={() => onChange('vehicle', null)}
        />
        <span>
          <Trans>All vehicles</Trans>
        </span>
      </label>
      {other !== null && <OtherVehicleOption carId={other} group={name} />}
      {garage.map((vehicle) => (
        <label key={vehicle.id} className="filters__option">
          <input
            type="radio"
            name={name}
            checked={value === vehicle.id}
            onChange={() => onChange('vehicle', vehicle.id)}
          />
          <span>{garageVehicleName(vehicle)}</span>
        </label>
      ))}
    </fieldset>
  )
}

function PriceBound({
  id,
  label,
  placeholder,
  value,
  problemId,
  onChange,
}: {
  id: string
  label: ReactNode
  placeholder: number | undefined
  value: string
  problemId: string | undefined
  onChange: (value: string) => void
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder !== undefined ? String(placeholder) : undefined}
        value={value}
        aria-invalid={problemId !== undefined || undefined}
        aria-describedby={problemId}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  )
}
