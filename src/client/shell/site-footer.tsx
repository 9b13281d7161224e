import { useSiteOptions } from '../features/settings/site-options'
import { useIdleAfterPaint } from '../ui/after-paint'
import { LazyPart } from '../ui/lazy-part'
import { useNearScreen } from '../ui/near-screen'

/**
 * The footer, unless the site option `footer` hides it. Its content loads when the
 * shopper scrolls to within 400 pixels of it (a marker at the page's end stands in until then),
 * once the page's first paint is on the screen and the browser is idle (ui/after-paint.ts):
 * it brings the settings query and its schema with it, which no first paint needs, and on a
 * phone it is far below the first screen. Settings kept on the device show as soon as it is there.
 */
const loadFooterContent = () => import('./footer/footer-content')

/** How near the screen the footer's marker must come for the footer to load. */
const FOOTER_MARGIN = '400px 0px'

export function SiteFooter() {
  const { footer } = useSiteOptions()
  const [marker, near] = useNearScreen<HTMLDivElement>(FOOTER_MARGIN)
  const idle = useIdleAfterPaint(near)
  if (!footer) return null
  if (!idle) return <div ref={marker} className="site-footer-marker" />
  return <LazyPart load={loadFooterContent} />
}
