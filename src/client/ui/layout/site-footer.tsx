import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import { useSiteOptions } from '../../features/settings/site-options'
import { whenIdleAfterPaint } from '../after-paint'

/**
 * The footer (spec §2), unless the site option `footer` hides it. Its content loads once the
 * page's first paint is on the screen and the browser is idle (ui/after-paint.ts): it is
 * below the fold, and it brings the settings query with it, which no first paint needs.
 * Settings kept on the device show as soon as it is there.
 */
const FooterContent = lazy(() => import('./footer/footer-content'))

export function SiteFooter() {
  const { footer } = useSiteOptions()
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdleAfterPaint(() => startTransition(() => setIdle(true))), [])
  if (!footer || !idle) return null
  return (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  )
}
