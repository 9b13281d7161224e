/**
 * The web app manifest is linked from the page once the service worker has stored the app
 * (registerServiceWorker), not from index.html: the shop becomes installable when it works
 * offline, and the browser's install badge and its animation do not compete with the first
 * load for the phone's CPU.
 */
export const WEB_MANIFEST_HREF = '/manifest.webmanifest'

/** Adds `<link rel="manifest">` to the document's head, once. */
export function linkWebManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return
  const link = doc.createElement('link')
  link.rel = 'manifest'
  link.href = WEB_MANIFEST_HREF
  doc.head.append(link)
}
