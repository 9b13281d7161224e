import { lazy, Suspense } from 'react'
import { useSiteOptions } from '../../features/settings/site-options'

/**
 * The footer (spec §2), unless the site option `footer` hides it. Its content loads after the
 * page's own code: it is below the fold, and it brings the settings query with it, which the
 * front page's first paint does not need. Settings kept on the device show at once.
 */
const FooterContent = lazy(() => import('./footer/footer-content'))

export function SiteFooter() {
  const { footer } = useSiteOptions()
  if (!footer) return null
  return (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  )
}
