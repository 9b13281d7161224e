/**
 * Whether this page's first HTML was rendered by the server (its plugins/server-rendering.ts):
 * always on the server itself, and in the browser when main.tsx found the server's data.
 * Device state the browser loads later (the garage) is then taken as empty for the first
 * render, as the server took it, so the app's first render matches the server's page.
 */
let rendered = import.meta.env.SSR

export function startedFromServerHtml(): boolean {
  return rendered
}

export function markStartedFromServerHtml(): void {
  rendered = true
}

/**
 * The server's page is `inert` and `aria-disabled` until the app has taken it over (nothing
 * tapped or typed before then is lost silently); the app's first effect lets it go.
 */
export function releaseServerHtml(doc: Document = document): void {
  const root = doc.getElementById('root')
  root?.removeAttribute('inert')
  root?.removeAttribute('aria-disabled')
}
