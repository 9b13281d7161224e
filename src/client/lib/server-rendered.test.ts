import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydratedEverywhere, RELEASE_FALLBACK_MS, releaseServerHtml } from './server-rendered'

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
    for (const selector of ['header', 'header a', 'main', 'article']) takeOver($(selector))
    // The card's button is in a part still being hydrated.
    expect(hydratedEverywhere(root)).toBe(false)
    takeOver($('article button'))
    expect(hydratedEverywhere(root)).toBe(false)
    // The post's own HTML (dangerouslySetInnerHTML) never gets React's keys.
    takeOver($('.post'), { dangerouslySetInnerHTML: { __html: '<p>HTML of a blog post</p>' } })
    expect(hydratedEverywhere(root)).toBe(true)
  })

  it('counts nothing as taken over before React has reached the first element', () => {
    const { root, $ } = serverPage()
    takeOver($('main'))
    expect(hydratedEverywhere(root)).toBe(false)
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
