/**
 * The answer to a navigation to one of the app's pages (an extension-less GET or HEAD outside
 * `/api` that no file answers): the page rendered on the server where it can be, else
 * index.html, with the status and head page-facts.ts gives it — 404 for a page that does not
 * exist, the canonical link and a product's JSON-LD for search engines. index.html is read
 * per answer, so a new build is served at once. The service worker precaches `/index.html`
 * itself (always 200), so pages answering 404 here still open offline.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type PageFacts, pageFacts } from '../services/page-facts'
import type { PageRedirect } from './server-rendering'
import { sendAppShell } from './static-files'

export type RenderPage = (
  request: FastifyRequest,
  options: { notFound: boolean },
) => Promise<string | PageRedirect | undefined>

export interface PageAnswerOptions {
  staticDir: string
  /** The shop's origin, for the canonical link. */
  publicOrigin: string
  /** The page rendered on the server, when server rendering is on (server-rendering.ts). */
  renderPage?: RenderPage
}

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>

/** Puts `tags` at the end of the page's `<head>`. */
export function withHead(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html
}

export function pageAnswers(app: FastifyInstance, options: PageAnswerOptions): SendPage {
  const factsOf = async (request: FastifyRequest): Promise<PageFacts> => {
    try {
      return await pageFacts(app.database.read, request.url, options.publicOrigin)
    } catch (error) {
      // Without the database the page is still the app's to show (it says what failed).
      request.log.warn({ err: error, url: request.url }, 'page look-up failed; page sent as 200')
      return { status: 200, head: '' }
    }
  }
  return async (request, reply) => {
    const facts = await factsOf(request)
    const page = await options.renderPage?.(request, { notFound: facts.status === 404 })
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
