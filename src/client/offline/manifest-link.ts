/** Linked once the worker has stored the app, not from index.html: installable when it works offline, and no install badge competing with the first load. */
export const WEB_MANIFEST_HREF = '/manifest.webmanifest'

export function linkWebManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return
  const link = doc.createElement('link')
  link.rel = 'manifest'
  link.href = WEB_MANIFEST_HREF
  doc.head.append(link)
}
