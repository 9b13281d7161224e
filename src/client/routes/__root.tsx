import { Trans } from '@lingui/react/macro'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { LazyShellStatus } from '../offline/shell-status-lazy'
import type { RouterContext } from '../router'
import { NotFoundPage } from '../ui/not-found-page'
import { SiteFooter } from '../ui/layout/site-footer'
import { SiteHeader } from '../ui/layout/site-header'
import { Toasts } from '../ui/toasts'
import { UpdatePrompt } from '../ui/update-prompt'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <LazyShellStatus />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <Toasts />
    </>
  )
}
