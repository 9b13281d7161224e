import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { localeFromPath } from '../domain/locale'
import { App } from './app'
import { startGarage } from './features/garage/garage'
import { applySiteOptions } from './features/settings/site-options'
import { activateLocale } from './i18n/i18n'
import { createIdbPersister, createQueryClient } from './offline/query-client'
import { registerServiceWorker } from './offline/service-worker'
import { createAppRouter } from './router'
import { showUpdatePrompt } from './ui/update-prompt'
import './ui/styles.css'

async function start() {
  const locale = localeFromPath(window.location.pathname)
  document.documentElement.lang = locale === 'no' ? 'nb' : locale
  applySiteOptions()
  startGarage()
  await activateLocale(locale)

  const queryClient = createQueryClient()
  const router = createAppRouter(locale, queryClient)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App
        locale={locale}
        queryClient={queryClient}
        router={router}
        persister={createIdbPersister()}
      />
    </StrictMode>,
  )

  registerServiceWorker(showUpdatePrompt)
}

void start()
