import { useEffect } from 'react'

const SHOP_NAME = 'Delelager'

/** Sets `document.title` to "<page> – Delelager" while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SHOP_NAME}` : `${SHOP_NAME} – bildeler på nett`
  }, [title])
}
