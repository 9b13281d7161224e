import type { QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { htmlLang, localeFromPath } from '../domain/locale'
import { App } from './shell/app'
import type { RenderedQuery } from './entry-server'
import { applySiteOptions } from './features/settings/site-options'
import { activateLocale } from './i18n/i18n'
import { preloadApiClient } from './lib/api-client'
import { markStartedFromServerHtml } from './lib/server-rendered'
import { catchInstallPrompt } from './offline/install-prompt-event'
import { createIdbPersister, createQueryClient } from './offline/query-client'
import { createAppRouter } from './router'
import { nextTask, whenIdleAfterPaint } from './ui/after-paint'
import './ui/styles.css'

async function start() {
  const locale = localeFromPath(window.location.pathname)
  // Only when it differs: setting `lang` at all restyles every element (`:lang()`), a long task.
  const lang = htmlLang(locale)
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang
  applySiteOptions()
  catchInstallPrompt()
  void preloadApiClient()
  // The garage, job lists, wishlist and compare (IndexedDB, account sync) start once the
  // first paint is on the screen: what was made offline or signed out reaches the account.
  whenIdleAfterPaint(() => void import('./data/synced-lists').then((lists) => lists.start()))
  // The cart sync (and XState with it) starts when the cart has a change the server lacks.
  whenIdleAfterPaint(
    () =>
      void Promise.all([import('./data/cart/cart'), import('./data/cart/cart-sync-start')]).then(
        ([{ cartStore }, sync]) => sync.startCartSyncWhenNeeded(cartStore),
      ),
  )
  // The start-up work is spread over several tasks, so a slow phone gets no single long one.
  await nextTask()
  const queryClient = createQueryClient()
  const fromServer = takeServerRenderedData(queryClient)
  await nextTask()
  const router = createAppRouter(locale, queryClient)
  // Renders the routes as on the server (no Suspense of its own), as TanStack Router's hydration does.
  if (fromServer) router.ssr = { manifest: undefined }
  await nextTask()
  // The catalog and the first route's code load side by side, and React DOM's set-up runs in a task of its own.
  const [reactDom] = await Promise.all([
    nextTask().then(() => import('react-dom/client')),
    activateLocale(locale),
    router.load(),
  ])
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const app = (
    <StrictMode>
      <App
        locale={locale}
        queryClient={queryClient}
        router={router}
        persister={createIdbPersister()}
      />
    </StrictMode>
  )
  // A transition renders in slices, leaving the main thread free in between.
  startTransition(() => {
    if (fromServer)
      reactDom.hydrateRoot(root, app, {
        onRecoverableError: (error, info) => console.error(error, info.componentStack),
      })
    else reactDom.createRoot(root).render(app)
  })

  registerServiceWorkerAfterLoad()
}

/** After first paint and idle (Workbox's advice): the precache download must not compete with the page's own. */
function registerServiceWorkerAfterLoad() {
  const register = () => {
    void Promise.all([import('./offline/service-worker'), import('./shell/update-prompt')]).then(
      ([worker, prompt]) => worker.registerServiceWorker(prompt.showUpdatePrompt),
    )
  }
  whenIdleAfterPaint(register, 3000)
}

/** The first render starts from the server's data, so it takes over the server's page instead of placeholders. */
function takeServerRenderedData(queryClient: QueryClient): boolean {
  const element = document.getElementById('ssr-state')
  if (!element?.textContent) return false
  const queries = JSON.parse(element.textContent) as RenderedQuery[]
  for (const { queryKey, data, updatedAt } of queries)
    queryClient.setQueryData(queryKey, data, { updatedAt })
  element.remove()
  markStartedFromServerHtml()
  return true
}

void start()
