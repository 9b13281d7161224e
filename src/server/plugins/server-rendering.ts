// Public pages' first HTML is rendered in process from the server's own routes; the page stays
// inert until the client hydrates it. Personal pages, a failed or slow render get the plain shell.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { htmlLang, localeFromPath, stripLocale } from '../../domain/locale'
import { jsonForHtml } from '../services/page-head'

export const SERVER_RENDER_DIR = 'server'
export const SERVER_RENDER_ENTRY = `${SERVER_RENDER_DIR}/entry-server.js`
export const RENDER_TIMEOUT_MS = 2500

const RENDERED_PAGES =
  /^\/(?:$|catalog(?:\/|$)|products(?:\/|$)|product-preview\/|about-us$|contact-us$|terms$|terms-and-conditions$|privacy-policy$|search$|blog(?:\/|$))/

export interface PageRedirect {
  redirect: string
  status: number
}

interface ServerEntry {
  prepare(fetchImpl: typeof fetch): Promise<void>
  render(url: string): Promise<{ head: string; html: string; state: unknown } | PageRedirect>
}

export interface PageRenderer {
  /** A page that does not exist is rendered whatever its path: the app's 404 page. */
  render(
    request: FastifyRequest,
    options?: { notFound?: boolean; url?: string; withoutApp?: boolean },
  ): Promise<string | PageRedirect | undefined>
}

export function isRenderedPage(url: string): boolean {
  const path = url.split('?')[0] ?? '/'
  return RENDERED_PAGES.test(stripLocale(path))
}

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

/** `withoutApp`: for an address the router would take for another page (`//` for `/`). */
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

export async function createPageRenderer(
  app: FastifyInstance,
  staticDir: string,
): Promise<PageRenderer | undefined> {
  const entryPath = join(staticDir, SERVER_RENDER_ENTRY)
  if (!existsSync(entryPath)) return undefined
  const template = await readFile(join(staticDir, 'index.html'), 'utf8')
  // React's development build renders far slower.
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
