/**
 * The header's search box with the vehicles feature's flows in it: the plate flow (lookup,
 * messages, `/all`) and the VIN lookup (through the query cache, so a VIN seen before answers
 * offline). A chunk of its own, loaded by header-search-lazy.tsx.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SearchBox } from '../features/search/components/search-box'
import { vinQuery } from '../features/vehicles/lookups/vin-lookup'
import { useHeaderRegistrationSearch } from '../features/vehicles/components/registration-search'
import { useLocale } from '../i18n/locale-context'
import { NorwayFlag } from '../ui/norway-flag'

export interface HeaderSearchProps {
  takeOver?: () => { value: string; focused: boolean }
  scan?: ReactNode
}

export function HeaderSearch({ takeOver, scan }: HeaderSearchProps) {
  const plate = useHeaderRegistrationSearch()
  const queryClient = useQueryClient()
  const locale = useLocale()
  return (
    <SearchBox
      plate={plate}
      findVin={async (vin) => {
        const vehicle = await queryClient.fetchQuery(vinQuery(vin, locale))
        return (
          vehicle?.variants.map((variant) => ({
            carId: variant.carId,
            label: [vehicle.make, variant.typeName, variant.motorCode].filter(Boolean).join(' '),
          })) ?? null
        )
      }}
      flag={<NorwayFlag className="search-box__flag" />}
      takeOver={takeOver}
      scan={scan}
    />
  )
}
