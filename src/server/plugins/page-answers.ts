// index.html is read per answer, so a new build is served at once; the service worker precaches it
// as 200, so 404 pages still open offline.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DEFAULT_PER_PAGE } from '../../domain/catalogue-rules'
import type { Locale } from '../../domain/locale'
import { hasEmptySegment, noPagePath } from '../../domain/no-page'
import { type PageFacts, type PageSources, pageFacts } from '../services/page-facts'
import type { PageRedirect } from './server-rendering'
import { sendAppShell } from './static-files'

export type RenderPage = (
  request: FastifyRequest,
  options: { notFound: boolean; url?: string; withoutApp?: boolean },
) => Promise<string | PageRedirect | undefined>

export interface PageAnswerOptions {
  staticDir: string
  publicOrigin: string
  renderPage?: RenderPage
}

// An address the static files refused is drawn as the 404 page alone: the router would take `//`
// for `/`.
const NOT_FOUND: PageFacts = { status: 404, head: '' }

export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: { refused?: boolean },
) => Promise<FastifyReply>

export function withHead(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html
}

/** Asked of the search the page itself calls, in process, so the page and its status agree. */
async function findsArticles(app: FastifyInstance, number: string, lang: Locale) {
  const perPage = String(DEFAULT_PER_PAGE)
  const query = new URLSearchParams({ search: number, page: '1', perPage, lang })
  const answer = await app.inject({ method: 'GET', url: `/api/tecdoc/search?${query}` })
  if (answer.statusCode === 400) return false
  if (answer.statusCode !== 200) throw new Error(`article search answered ${answer.statusCode}`)
  return answer.json<{ total: number }>().total > 0
}

export function pageAnswers(app: FastifyInstance, options: PageAnswerOptions): SendPage {
  const sources: PageSources = {
    get read() {
      return app.database.read
    },
    get primary() {
      return app.database.db
    },
    findsArticles: (number, locale) => findsArticles(app, number, locale),
  }
  const factsOf = async (request: FastifyRequest): Promise<PageFacts> => {
    try {
      return await pageFacts(sources, request.url, options.publicOrigin)
    } catch (error) {
      // Without the database the page is still the app's to show (it says what failed).
      request.log.warn({ err: error, url: request.url }, 'page look-up failed; page sent as 200')
      return { status: 200, head: '' }
    }
  }
  return async (request, reply, { refused = false } = {}) => {
    const path = request.url.split('?')[0] ?? '/'
    const noPage = refused || hasEmptySegment(path)
    const facts = noPage ? NOT_FOUND : await factsOf(request)
    const page = await options.renderPage?.(request, {
      notFound: facts.status === 404,
      ...(noPage && { url: noPagePath(path), withoutApp: true }),
    })
    if (typeof page === 'object') return reply.redirect(page.redirect, page.status)
    if (page === undefined && !facts.head) return sendAppShell(reply, facts.status)
    const html = page ?? (await readFile(join(options.staticDir, 'index.html'), 'utf8'))
    return reply
      .code(facts.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withHead(html, facts.head))
  }
}
