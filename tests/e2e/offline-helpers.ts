/** Waiting for what offline e2e tests rely on: the service worker and the saved query cache. */
import type { BrowserContext, Page } from '@playwright/test'

/** Waits until the service worker controls the page (clientsClaim on first install). */
export async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
}

/** Waits until a query whose key contains `queryKeyPart` has been saved with its answer to IndexedDB. */
export async function waitForSavedQuery(page: Page, queryKeyPart: string) {
  await page.waitForFunction(
    (part) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('delelager')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) return resolve(false)
          const read = db.transaction('keyval').objectStore('keyval').get('react-query')
          read.onerror = () => resolve(false)
          read.onsuccess = () => {
            // Saved with its answer: a query is persisted as soon as it starts, still pending.
            const queries: { queryKey: unknown; state: { status: string } }[] =
              read.result?.clientState?.queries ?? []
            resolve(
              queries.some(
                (query) =>
                  query.state.status === 'success' && JSON.stringify(query.queryKey).includes(part),
              ),
            )
          }
        }
      }),
    queryKeyPart,
  )
}

/**
 * Cuts the network for the page and for what passes through the service worker: offline
 * emulation alone lets requests the worker does not answer reach the server (they are
 * refused to the page, but sent). `restore` brings both back.
 */
export async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true)
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  return {
    restore: async () => {
      await context.unroute('**/api/**')
      await context.setOffline(false)
    },
  }
}
