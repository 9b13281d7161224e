/**
 * The shop's settings: the copy in local storage is the query's initial data, so the footer
 * shows it at once, and the query still asks the server once per start. A failure is logged
 * and the last settings stay.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ShopSettings, shopSettingsSchema } from '../../../domain/settings'
import { publicApi, retryUnlessRefused } from '../../lib/api-client'
import { readStoredSettings, storeSettings } from './settings-storage'

export async function getSettings(): Promise<ShopSettings> {
  try {
    const settings = shopSettingsSchema.parse(await publicApi<unknown>('/setting/settings'))
    storeSettings(settings)
    return settings
  } catch (error) {
    console.error('Error fetching settings:', error)
    throw error
  }
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: getSettings,
    initialData: () => readStoredSettings() ?? undefined,
    // The stored copy's age is unknown: treat it as old so this start asks the server.
    initialDataUpdatedAt: 0,
    // Settings change rarely: once per start, then at most every ten minutes.
    staleTime: 10 * 60 * 1000,
    // One more try, unless refused; the service worker already falls back to its cached answer.
    retry: (count, error) => count < 1 && retryUnlessRefused(count, error),
  })

/** The shop's settings, or `null` while there are none (never fetched, or the fetch failed). */
export function useSettings(): ShopSettings | null {
  return useQuery(settingsQuery()).data ?? null
}

/** Keeps settings the server answered as saved: in the query cache and for the next start. */
export function useKeepSavedSettings(): (saved: ShopSettings) => void {
  const queryClient = useQueryClient()
  return (saved) => {
    storeSettings(saved)
    queryClient.setQueryData(settingsQuery().queryKey, saved)
  }
}
