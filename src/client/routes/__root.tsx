import { Trans } from '@lingui/react/macro'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { usePersonalDataGeneration } from '../offline/account-leaves'
import { LazyShellStatus } from '../shell/shell-status-lazy'
import type { RouterContext } from '../router-context'
import { NotFoundPage } from '../ui/not-found-page'
import { SiteFooter } from '../shell/site-footer'
import { SiteHeader } from '../shell/site-header'
import { Toasts } from '../ui/toasts'
import { UpdatePrompt } from '../shell/update-prompt'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  // A page open when its user's data is cleared starts afresh, without what they typed.
  const generation = usePersonalDataGeneration()
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <LazyShellStatus />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet key={generation} />
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <Toasts />
    </>
  )
}
