import { ShopContactDetails } from '../features/settings/components/shop-contact-details'
import { settingsQuery, useSettings } from '../data/settings/get-settings'
import { loadPageData } from '../offline/page-data'
import type { RouterContext } from '../router'

/** The loader of a page that names the shop: its settings, before the page renders. */
export async function loadShopSettings({ context }: { context: RouterContext }): Promise<void> {
  await loadPageData(context.queryClient, settingsQuery())
}

/** The shop's contact details, or nothing while the shop has no settings to show. */
export function useShopContactDetails() {
  return useSettings() === null ? null : <ShopContactDetails />
}
