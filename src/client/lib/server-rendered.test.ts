import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationWatch, RELEASE_FALLBACK_MS, releaseServerHtml } from './server-rendered'

/** Marks an element as React marks the ones it has taken over (its fiber and props keys). */
function takeOver(element: Element, props: Record<string, unknown> = {}) {
  Object.assign(element, { __reactFiber$test: {}, __reactProps$test: props })
}

function serverPage() {
  document.body.innerHTML = `<div id="root" inert aria-disabled="true">
    <header><a href="/">Delelager</a></header>
    <main><article><button type="button">Hurtigvisning</button></article>
      <div class="post"><p>HTML of a blog post</p></div></main></div>`
  const root = document.getElementById('root') as HTMLElement
  const $ = (selector: string) => root.querySelector(selector) as Element
  return { root, $ }
}

describe('letting the server-drawn page go', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('counts the page as taken over only when every element is, not looking into HTML set as content', () => {
    const { root, $ } = serverPage()
    const hydrated = hydrationWatch(root)
    for (const selector of ['header', 'header a', 'main', 'article']) takeOver($(selector))
    // The card's button is in a part still being hydrated.
    expect(hydrated()).toBe(false)
    takeOver($('article button'))
    expect(hydrated()).toBe(false)
    // The post's own HTML (dangerouslySetInnerHTML) never gets React's keys.
    takeOver($('.post'), { dangerouslySetInnerHTML: { __html: '<p>HTML of a blog post</p>' } })
    expect(hydrated()).toBe(true)
  })

  it('counts nothing as taken over before React has reached the first element', () => {
    const { root, $ } = serverPage()
    takeOver($('main'))
    expect(hydrationWatch(root)()).toBe(false)
  })

  it('goes on from where its last look stopped instead of looking at every element again', () => {
    const { root, $ } = serverPage()
    const hydrated = hydrationWatch(root)
    for (const selector of ['header', 'header a', 'main']) takeOver($(selector))
    expect(hydrated()).toBe(false)
    // Were the header looked at again, its missing keys would count against the page.
    for (const key of Object.keys($('header')))
      delete ($('header') as unknown as Record<string, unknown>)[key]
    for (const selector of ['article', 'article button', '.post', '.post p']) takeOver($(selector))
    expect(hydrated()).toBe(true)
  })

  it('starts over when the element it stopped at has left the page', () => {
    const { root, $ } = serverPage()
    const hydrated = hydrationWatch(root)
    for (const selector of ['header', 'header a', 'main']) takeOver($(selector))
    expect(hydrated()).toBe(false)
    // React draws the article anew: the element the watch stopped at is gone, and so is the
    // header's mark (drawn anew too), which the watch must now see.
    const article = $('article')
    article.replaceWith(article.cloneNode(true))
    for (const key of Object.keys($('header')))
      delete ($('header') as unknown as Record<string, unknown>)[key]
    for (const selector of ['article', 'article button', '.post', '.post p']) takeOver($(selector))
    expect(hydrated()).toBe(false)
    takeOver($('header'))
    expect(hydrated()).toBe(true)
  })

  it('keeps the page inert until every element is taken over, then lets it go', async () => {
    const { root, $ } = serverPage()
    for (const selector of ['header', 'header a', 'main', 'article', '.post', '.post p'])
      takeOver($(selector))
    releaseServerHtml()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(root).toHaveAttribute('inert')
    expect(root).toHaveAttribute('aria-disabled', 'true')
    takeOver($('article button'))
    await vi.waitFor(() => expect(root).not.toHaveAttribute('inert'))
    expect(root).not.toHaveAttribute('aria-disabled')
  })

  it('lets the page go after the longest wait even if a part is never taken over', () => {
    vi.useFakeTimers()
    const { root } = serverPage()
    releaseServerHtml()
    vi.advanceTimersByTime(RELEASE_FALLBACK_MS - 1)
    expect(root).toHaveAttribute('inert')
    vi.advanceTimersByTime(1)
    expect(root).not.toHaveAttribute('inert')
  })
})
