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
    staleTime: 10 * 60 * 1000,
    // One more try, unless refused; the service worker already falls back to its cached answer.
    retry: (count, error) => count < 1 && retryUnlessRefused(count, error),
  })

export function useSettings(): ShopSettings | null {
  return useQuery(settingsQuery()).data ?? null
}

export function useKeepSavedSettings(): (saved: ShopSettings) => void {
  const queryClient = useQueryClient()
  return (saved) => {
    storeSettings(saved)
    queryClient.setQueryData(settingsQuery().queryKey, saved)
  }
}
