/**
 * The app gives React Query's `fetchQuery` of the API modules, so answers are cached, persisted
 * and offered offline; tests give fakes through `VehicleLookupsProvider` and need no HTTP.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { Locale } from '../../../../domain/locale'
import { useLocale } from '../../../i18n/locale-context'
import { fetchQueryOrOffline } from '../../../offline/offline-query'
import { VEHICLE_LIST_STALE_MS } from '../../../data/vehicles/finder-cache'
import { enginesQuery } from '../../../data/vehicles/get-engines'
import { makesQuery } from '../../../data/vehicles/get-makes'
import { manufacturersQuery } from '../../../data/vehicles/get-manufacturers'
import { modelSeriesQuery } from '../../../data/vehicles/get-model-series'
import { modelsQuery } from '../../../data/vehicles/get-models'
import { variantIdsQuery } from '../../../data/vehicles/get-variant-ids'
import { variantsQuery } from '../../../data/vehicles/get-variants'
import { yearsQuery } from '../../../data/vehicles/get-years'
import type { vehiclePickerMachine } from '../machines/vehicle-picker.machine'
import type {
  Manufacturer,
  ModelSeries,
  EngineChoice,
} from '../../../data/vehicles/vehicle-options'

type PickerActors = NonNullable<Parameters<typeof vehiclePickerMachine.provide>[0]['actors']>
export type VehicleLookups = Required<
  Pick<PickerActors, 'loadYears' | 'loadMakes' | 'loadModels' | 'loadEngines'>
>

const VehicleLookupsContext = createContext<VehicleLookups | null>(null)

export function VehicleLookupsProvider({
  lookups,
  children,
}: {
  lookups: VehicleLookups
  children: ReactNode
}) {
  return <VehicleLookupsContext.Provider value={lookups}>{children}</VehicleLookupsContext.Provider>
}

export function useVehicleLookups(): VehicleLookups {
  const provided = useContext(VehicleLookupsContext)
  const queryClient = useQueryClient()
  const locale = useLocale()
  return useMemo(() => provided ?? apiLookups(queryClient, locale), [provided, queryClient, locale])
}

/** The server sends the years with the front page; none when a provider gives the lookups (tests). */
export function useCachedYears(): number[] | undefined {
  const provided = useContext(VehicleLookupsContext)
  const queryClient = useQueryClient()
  const locale = useLocale()
  if (provided) return undefined
  const { queryKey } = yearsQuery(locale)
  const query = queryClient.getQueryCache().find<number[]>({ queryKey, exact: true })
  const fresh = query?.state.data && !query.isStaleByTime(VEHICLE_LIST_STALE_MS)
  return fresh ? query.state.data : undefined
}

export function apiLookups(queryClient: QueryClient, locale: Locale): VehicleLookups {
  return {
    loadYears: fromPromise<number[], void>(() =>
      fetchQueryOrOffline(queryClient, yearsQuery(locale)),
    ),
    loadMakes: fromPromise<Manufacturer[], { year?: number }>(({ input }) =>
      input.year === undefined
        ? fetchQueryOrOffline(queryClient, manufacturersQuery(locale))
        : fetchQueryOrOffline(queryClient, makesQuery(locale, input.year)),
    ),
    loadModels: fromPromise<ModelSeries[], { year?: number; manuId: number }>(({ input }) =>
      input.year === undefined
        ? fetchQueryOrOffline(queryClient, modelSeriesQuery(locale, input.manuId))
        : fetchQueryOrOffline(
            queryClient,
            modelsQuery(locale, { year: input.year, manuId: input.manuId }),
          ),
    ),
    loadEngines: fromPromise<EngineChoice[], { year?: number; manuId: number; modelId: number }>(
      async ({ input }) => {
        if (input.year !== undefined) {
          return fetchQueryOrOffline(
            queryClient,
            enginesQuery(locale, { year: input.year, modelId: input.modelId }),
          )
        }
        const ids = await fetchQueryOrOffline(queryClient, variantIdsQuery(locale, input))
        return ids.length === 0 ? [] : fetchQueryOrOffline(queryClient, variantsQuery(locale, ids))
      },
    ),
  }
}
