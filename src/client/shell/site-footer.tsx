import { useSiteOptions } from '../features/settings/site-options'
import { useIdleAfterPaint } from '../ui/after-paint'
import { LazyPart } from '../ui/lazy-part'
import { useNearScreen } from '../ui/near-screen'

/** Loaded near the screen after first paint and idle: it brings the settings query and schema, which no first paint needs. */
const loadFooterContent = () => import('./footer/footer-content')

const FOOTER_MARGIN = '400px 0px'

export function SiteFooter() {
  const { footer } = useSiteOptions()
  const [marker, near] = useNearScreen<HTMLDivElement>(FOOTER_MARGIN)
  const idle = useIdleAfterPaint(near)
  if (!footer) return null
  if (!idle) return <div ref={marker} className="site-footer-marker" />
  return <LazyPart load={loadFooterContent} />
}
