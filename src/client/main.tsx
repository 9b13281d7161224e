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
  // Only when it differs: setting `lang`, even to the value it has, makes the browser match
  // every element's style anew (`:lang()`), a long task on a page drawn on the server.
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
  // The modules' evaluation ends its task here; the server's data is taken in the next task,
  // the router is made in another, loads the page in a third and the first render starts in
  // a fourth, so a slow phone gets no single long start-up task.
  await nextTask()
  const queryClient = createQueryClient()
  const fromServer = takeServerRenderedData(queryClient)
  await nextTask()
  const router = createAppRouter(locale, queryClient)
  // The router renders the page's routes as it did on the server (no Suspense of its own
  // around them), as TanStack Router's own hydration sets it up.
  if (fromServer) router.ssr = { manifest: undefined }
  await nextTask()
  // The catalog and the first page's route code load side by side, and the first render
  // already has both (no suspended route held back by React). React DOM's own set-up (its
  // largest module) runs in a task of its own beside them, rather than in the task that
  // evaluates the app's modules.
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
  // As a transition, React renders the first page in slices of a few milliseconds, giving the
  // browser the main thread in between, instead of one long task a slow phone would stall on.
  // A page drawn on the server is hydrated (React takes over its HTML as it is); should the
  // two differ, React draws the page anew and reports it as a recoverable error.
  startTransition(() => {
    if (fromServer)
      reactDom.hydrateRoot(root, app, {
        onRecoverableError: (error, info) => console.error(error, info.componentStack),
      })
    else reactDom.createRoot(root).render(app)
  })

  registerServiceWorkerAfterLoad()
}

/**
 * The service worker is registered once the first paint is on the screen and the browser is
 * idle (Workbox's advice: its precache download must not compete with the page's own), and
 * workbox-window is fetched then, not with the JS the first paint waits for.
 */
function registerServiceWorkerAfterLoad() {
  const register = () => {
    void Promise.all([import('./offline/service-worker'), import('./shell/update-prompt')]).then(
      ([worker, prompt]) => worker.registerServiceWorker(prompt.showUpdatePrompt),
    )
  }
  whenIdleAfterPaint(register, 3000)
}

/**
 * A page rendered on the server (server-rendering.ts) comes with the data it was rendered
 * from: the first render here starts from it, so it takes over the server's page instead of
 * loading placeholders.
 */
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
