import { Trans, useLingui } from '@lingui/react/macro'
import { Pager } from '../../../ui/pager'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { SEARCH_MIN_LENGTH } from '../../../../domain/catalogue-rules'
import { MAX_LISTED, formatListedCount } from '../../../../domain/listing'
import type { GarageVehicle } from '../../../../domain/garage'
import { takesSingular } from '../../../i18n/i18n'
import { useLocale } from '../../../i18n/locale-context'
import { useFitment } from '../../../data/garage/get-fitment'
import { useGarage } from '../../../lib/garage/garage'
import { garageVehicleName } from '../../../lib/garage/garage-vehicle'
import { useDocumentTitle } from '../../../ui/document-title'
import { NotFound } from '../../../ui/not-found-page'
import { requestProblem } from '../../../lib/request-problem'
import { articleNumberSearchQuery } from '../../../data/catalogue/search-by-article-number'
import { OfflineMessage } from '../../../ui/offline-message'
import { ProductCards } from '../../../ui/product-cards'
import './vehicle-finder.css'

interface ArticleResultsPageProps {
  number: string | undefined
  page: number
  vehicle?: number
}

/** The 404 page when the number finds nothing, as the server answers it. */
export function ArticleResultsPage({ number, page, vehicle }: ArticleResultsPageProps) {
  const { t } = useLingui()
  if (useFindsNothing(number, page, vehicle) && number) {
    return <NotFound title={t`No part has the article number ${number}`} />
  }
  return <ArticleSearchPage number={number} page={page} vehicle={vehicle} />
}

/** Offline answers from the device never count: the shop may have the part. */
function useFindsNothing(number: string | undefined, page: number, vehicle?: number): boolean {
  const locale = useLocale()
  const searchable = number !== undefined && number.length >= SEARCH_MIN_LENGTH
  const results = useQuery({
    ...articleNumberSearchQuery(locale, { number: number ?? '', page, vehicle }),
    enabled: searchable,
  })
  const empty = (answer: typeof results) =>
    answer.isSuccess && !answer.isPlaceholderData && answer.data.total === 0
  const filteredEmpty = vehicle !== undefined && empty(results)
  const unfiltered = useQuery({
    ...articleNumberSearchQuery(locale, { number: number ?? '', page: 1 }),
    enabled: searchable && filteredEmpty,
  })
  if (!number) return false
  if (!searchable) return true
  return vehicle === undefined ? empty(results) : filteredEmpty && empty(unfiltered)
}

function ArticleSearchPage({ number, page, vehicle }: ArticleResultsPageProps) {
  const { t } = useLingui()
  const title = number ? t`Results for article number ${number}` : t`Search by part number`
  useDocumentTitle(title)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <section className="page page--article-search" aria-labelledby="article-search-title">
      <h1 id="article-search-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <ArticleNumberForm key={number} number={number ?? ''} />
      {number && <ArticleResults number={number} page={page} vehicle={vehicle} />}
    </section>
  )
}

function ArticleNumberForm({ number }: { number: string }) {
  const id = useId()
  const { t } = useLingui()
  const navigate = useNavigate()
  const [value, setValue] = useState(number)
  const [blank, setBlank] = useState(false)
  return (
    <search>
      <form
        className="article-search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const n = value.trim()
          setBlank(n === '')
          if (n !== '') void navigate({ to: '/catalog/article', search: { n } })
        }}
      >
        <label htmlFor={id}>
          <Trans>Article number</Trans>
        </label>
        <input
          id={id}
          type="text"
          value={value}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-invalid={blank || undefined}
          aria-describedby={blank ? `${id}-message` : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            setBlank(false)
          }}
        />
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
        {blank && (
          <p id={`${id}-message`} role="alert" className="article-search__message">
            {t`Enter an article number.`}
          </p>
        )}
      </form>
    </search>
  )
}

function ArticleResults({
  number,
  page,
  vehicle,
}: {
  number: string
  page: number
  vehicle?: number
}) {
  const locale = useLocale()
  const garage = useGarage()
  // The search takes 2 characters or more; no article number is shorter.
  const searchable = number.length >= SEARCH_MIN_LENGTH
  const results = useQuery({
    ...articleNumberSearchQuery(locale, { number, page, vehicle }),
    enabled: searchable,
  })
  const fitment = useFitment(
    results.data?.articles.map((article) => article.articleId) ?? [],
    vehicle,
  )

  if (!searchable) return null
  const filter = <VehicleFilter current={garage.current} filtered={vehicle} number={number} />
  if (results.isPending) {
    return results.fetchStatus === 'paused' ? (
      <OfflineMessage />
    ) : (
      <p role="status">
        <Trans>Searching…</Trans>
      </p>
    )
  }
  if (results.isError) {
    return requestProblem(results.error).kind === 'offline' ? (
      <OfflineMessage />
    ) : (
      <p role="alert">
        <Trans>The search failed. Check your connection and try again.</Trans>
      </p>
    )
  }
  const { articles, perPage, total, totalCapped } = results.data
  if (total === 0) {
    return (
      <>
        {filter}
        <NoProducts />
      </>
    )
  }
  const count = formatListedCount(total, totalCapped, locale)
  const pages = Math.max(1, Math.ceil(Math.min(total, MAX_LISTED) / perPage))
  return (
    <section
      className="article-results"
      aria-labelledby="article-results-title"
      aria-busy={results.isPlaceholderData}
    >
      <h2 id="article-results-title">
        <Trans>Parts</Trans>
      </h2>
      {filter}
      <p className="vehicle-parts__count" role="status">
        {totalCapped || !takesSingular(total) ? (
          <Trans>{count} parts</Trans>
        ) : (
          <Trans>{count} part</Trans>
        )}
      </p>
      {results.data.offline && (
        <p className="alert">
          <Trans>You are offline: the search went through the parts saved on this device.</Trans>
        </p>
      )}
      <ProductCards
        className="parts-list"
        articles={articles}
        fitment={fitment}
        prioritise={false}
      />
      <Pager
        page={page}
        pages={pages}
        searchFor={(to) => ({ n: number, page: to, filter_vehicle: vehicle })}
      />
    </section>
  )
}

function NoProducts() {
  return (
    <p role="status" className="article-results__none">
      <Trans>No products found.</Trans>
    </p>
  )
}

/** Off for a number search, where the part should show with its 'fits / does not fit' badge. */
function VehicleFilter({
  current,
  filtered,
  number,
}: {
  current: GarageVehicle | null
  filtered?: number
  number: string
}) {
  if (filtered !== undefined) {
    const name = current?.id === filtered ? garageVehicleName(current) : `#${filtered}`
    return (
      <p className="active-filter">
        <Trans>Only parts that fit {name}</Trans>{' '}
        <Link to="/catalog/article" search={{ n: number }}>
          <Trans>Show all parts</Trans>
        </Link>
      </p>
    )
  }
  if (!current) return null
  const name = garageVehicleName(current)
  return (
    <p className="active-filter">
      <Link to="/catalog/article" search={{ n: number, filter_vehicle: current.id }}>
        <Trans>Show only parts that fit {name}</Trans>
      </Link>
    </p>
  )
}
