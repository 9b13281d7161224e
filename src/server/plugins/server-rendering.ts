/**
 * The first HTML of a public page carries the page: when the
 * build has its server-rendering bundle (`<static>/server/entry-server.js`, built by
 * vite.config.ts), a navigation to the front page, a catalogue, product or information page
 * gets index.html with that page rendered into `#root`, and the data it was rendered from
 * (`#ssr-state`, JSON, never run as script); a page whose loader sends it elsewhere (a
 * product's old slug) is a redirect there. The client hydrates that HTML from that data once
 * its JS is there (main.tsx). Until then the page is `inert` and `aria-disabled`: nothing
 * tapped or typed before the app runs is lost silently.
 *
 * Data comes from the server's own routes, in process (`app.inject`), as the client would get
 * them. Pages that depend on the device or the account (cart, checkout, account, wishlist,
 * compare, tracking, admin) keep the plain shell. A render that fails or takes longer than
 * `RENDER_TIMEOUT_MS` gives the plain shell too: the page then starts as it always did.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { htmlLang, localeFromPath, stripLocale } from '../../domain/locale'
import { jsonForHtml } from '../services/page-head'

/** The build's folder for its server-rendering bundle (vite.config.ts writes it; never served). */
export const SERVER_RENDER_DIR = 'server'
/** The build's server-rendering bundle, relative to the static folder. */
export const SERVER_RENDER_ENTRY = `${SERVER_RENDER_DIR}/entry-server.js`
/** Longest wait for a rendered page before the plain shell is sent instead, ms. */
export const RENDER_TIMEOUT_MS = 2500

/** Public pages whose first HTML is rendered on the server (paths without the `/en` prefix). */
const RENDERED_PAGES =
  /^\/(?:$|catalog(?:\/|$)|products(?:\/|$)|product-preview\/|about-us$|contact-us$|terms$|terms-and-conditions$|privacy-policy$|search$|blog(?:\/|$))/

/** A page that lives at another address now (a product's old slug), and the status to say so. */
export interface PageRedirect {
  redirect: string
  status: number
}

interface ServerEntry {
  prepare(fetchImpl: typeof fetch): Promise<void>
  render(url: string): Promise<{ head: string; html: string; state: unknown } | PageRedirect>
}

export interface PageRenderer {
  /**
   * The page's HTML, its new address, or undefined when it is not rendered on the server
   * (send the shell). A page that does not exist (`notFound`) is rendered whatever its path:
   * the app's 404 page, or the page saying what is not there (a product, a shared link).
   * `url`: the address to draw instead of the request's; `withoutApp`: the page alone, which
   * the app does not take over (fillShell).
   */
  render(
    request: FastifyRequest,
    options?: { notFound?: boolean; url?: string; withoutApp?: boolean },
  ): Promise<string | PageRedirect | undefined>
}

export function isRenderedPage(url: string): boolean {
  const path = url.split('?')[0] ?? '/'
  return RENDERED_PAGES.test(stripLocale(path))
}

/** A `fetch` answered by the app's own routes, in process. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value
    })
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' && { payload: init.body }),
    })
    const answerHeaders = new Headers()
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        answerHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value))
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    })
  }
}

/**
 * index.html with the rendered page in `#root` (inert until the app has hydrated it), its data
 * beside it, and no preloader. `withoutApp`: the page alone, without the app's scripts, so
 * plain links: for an address the app's router would take for another page (`//` for `/`).
 */
export function fillShell(
  template: string,
  url: string,
  page: { head?: string; html: string; state: unknown },
  { withoutApp = false } = {},
): string {
  const { head = '', html, state } = page
  const locale = localeFromPath(url.split('?')[0] ?? '/')
  const filled = template
    .replace('</head>', `${head}</head>`)
    .replace('<html lang="nb"', `<html lang="${htmlLang(locale)}"`)
    .replace('<body>', '<body class="ssr">')
  if (withoutApp) {
    return filled
      .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
  }
  return filled.replace(
    '<div id="root"></div>',
    `<div id="root" inert aria-disabled="true">${html}</div>` +
      `<script type="application/json" id="ssr-state">${jsonForHtml(state)}</script>`,
  )
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`server rendering took longer than ${ms} ms`)), ms).unref()
  })
}

/** The page renderer of a build, or undefined when the build has no server-rendering bundle. */
export async function createPageRenderer(
  app: FastifyInstance,
  staticDir: string,
): Promise<PageRenderer | undefined> {
  const entryPath = join(staticDir, SERVER_RENDER_ENTRY)
  if (!existsSync(entryPath)) return undefined
  const template = await readFile(join(staticDir, 'index.html'), 'utf8')
  // React's production build, unless told otherwise: the development one renders far slower.
  process.env.NODE_ENV ??= 'production'
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry
  await entry.prepare(inProcessFetch(app))
  return {
    async render(request, { notFound = false, url = request.url, withoutApp = false } = {}) {
      if (request.method !== 'GET' || !(notFound || isRenderedPage(url))) return undefined
      try {
        const page = await Promise.race([entry.render(url), timeout(RENDER_TIMEOUT_MS)])
        return 'redirect' in page ? page : fillShell(template, url, page, { withoutApp })
      } catch (error) {
        request.log.warn(
          { err: error, url: request.url },
          'server rendering failed; plain shell sent',
        )
        return undefined
      }
    },
  }
}
