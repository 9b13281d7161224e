import { LazyPart } from '../../../ui/lazy-part'
import { useSiteOptions } from '../site-options'

const loadHeaderContacts = () => import('./header-contacts')

/** Loaded only with the classic header, so the settings query stays off the front page's first load. */
export function HeaderContactsSlot() {
  const { desktopHeaderLayout } = useSiteOptions()
  if (desktopHeaderLayout !== 'classic') return null
  return <LazyPart load={loadHeaderContacts} />
}
