import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import type { ListingParams } from './listing-params'

/** Written back in place when the rules changed something, so the address says what the page shows. */
export function useListingSearch<S extends object>(
  params: ListingParams,
  parse: (raw: Record<string, unknown>) => S,
): S {
  const search = useMemo(() => parse(params), [params, parse])
  const navigate = useNavigate()
  const changed = !sameParams(params, search)
  useEffect(() => {
    if (changed) void navigate({ to: '.', search: search as never, replace: true })
  }, [changed, navigate, search])
  return search
}

function definedEntries(value: object): [string, unknown][] {
  return Object.entries(value).filter(([, v]) => v !== undefined)
}

function sameParams(params: ListingParams, search: object): boolean {
  const a = definedEntries(params)
  const b = new Map(definedEntries(search))
  return a.length === b.size && a.every(([key, value]) => b.get(key) === value)
}
