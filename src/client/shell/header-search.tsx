/**
 * The real header search box, a chunk of its own (header-search-lazy.tsx); a VIN seen before answers offline.
 */
import type { ReactNode } from 'react'
import { SearchBox } from '../features/search/components/search-box'
import { useHeaderRegistrationSearch } from '../features/vehicles/components/registration-search'
import { useHeaderVinSearch } from '../features/vehicles/components/vin-search'
import { NorwayFlag } from '../ui/norway-flag'

export interface HeaderSearchProps {
  takeOver?: () => { value: string; focused: boolean }
  scan?: ReactNode
}

export function HeaderSearch({ takeOver, scan }: HeaderSearchProps) {
  const plate = useHeaderRegistrationSearch()
  const vin = useHeaderVinSearch()
  return (
    <SearchBox
      plate={plate}
      vin={vin}
      flag={<NorwayFlag className="search-box__flag" />}
      takeOver={takeOver}
      scan={scan}
    />
  )
}
