import { LazyPart } from '../../../ui/lazy-part'
import { useSiteOptions } from '../site-options'

const loadHeaderContacts = () => import('./header-contacts')

/**
 * Where the classic header shows the shop's phone (class `site-header__contacts`): rendered
 * only with `desktopHeaderLayout: 'classic'`, and loaded then, so the settings query stays
 * off the front page's first load in the default spaceship layout.
 */
export function HeaderContactsSlot() {
  const { desktopHeaderLayout } = useSiteOptions()
  if (desktopHeaderLayout !== 'classic') return null
  return <LazyPart load={loadHeaderContacts} />
}
