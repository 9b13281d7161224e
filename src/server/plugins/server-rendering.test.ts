import { describe, expect, it } from 'vitest'
import { fillShell, isRenderedPage } from './server-rendering'

const TEMPLATE =
  '<!doctype html><html lang="nb" dir="ltr"><head></head><body><div id="root"></div><div id="preloader"></div></body></html>'

describe('which pages the server renders', () => {
  it.each([
    '/',
    '/en',
    '/catalog',
    '/catalog/bremser',
    '/catalog/bremser/products?page=2',
    '/en/catalog/products?filter_brand=bosch',
    '/products',
    '/products/bosch-0986-bremseklosser-12',
    '/search?q=bremseklosser',
    '/en/search?q=brake%20pads&sort=price_asc',
    '/product-preview/09.C422.11',
    '/about-us',
    '/en/contact-us',
    '/terms',
    '/terms-and-conditions',
    '/privacy-policy',
    '/blog',
    '/blog/some-post',
  ])('renders the public page %s', (url) => {
    expect(isRenderedPage(url)).toBe(true)
  })

  it.each([
    '/cart',
    '/cart/checkout',
    '/en/cart',
    '/account/orders',
    '/account/login',
    '/wishlist',
    '/compare',
    '/track-order',
    '/admin',
    '/catalogue-of-something',
    '/productsx',
    '/searchx',
  ])('leaves %s, which depends on the device or the account, to the client', (url) => {
    expect(isRenderedPage(url)).toBe(false)
  })
})

describe('the shell filled with a rendered page', () => {
  it('puts the page in #root, inert and aria-disabled, and hides the preloader', () => {
    const page = fillShell(TEMPLATE, '/products/x-1', {
      head: '<link rel="preload" as="image" href="/a.svg"/>',
      html: '<h1>Vannpumpe</h1>',
      state: [],
    })
    expect(page).toContain('<div id="root" inert aria-disabled="true"><h1>Vannpumpe</h1></div>')
    expect(page).toContain('<body class="ssr">')
    expect(page).toContain('<link rel="preload" as="image" href="/a.svg"/></head>')
    expect(page).toContain('<html lang="nb"')
  })

  it('draws a page the app does not take over without the app’s scripts, and usable at once', () => {
    const built = TEMPLATE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">\n</head>',
    )
    const page = fillShell(
      built,
      '/en/404',
      { html: '<h1>Page Not Found</h1>', state: [] },
      {
        withoutApp: true,
      },
    )
    expect(page).not.toMatch(/<script|modulepreload|inert/)
    expect(page).toContain('<div id="root"><h1>Page Not Found</h1></div>')
    expect(page).toContain('<html lang="en"')
    expect(page).toContain('<body class="ssr">')
  })

  it('marks English pages as English', () => {
    expect(fillShell(TEMPLATE, '/en/products/x-1?tab=2', { html: '', state: [] })).toContain(
      '<html lang="en"',
    )
  })

  it('carries the data as JSON that no text in it can break out of', () => {
    const data = [{ queryKey: ['p'], data: { name: '</script><script>alert(1)</script>\u2028' } }]
    const page = fillShell(TEMPLATE, '/', { html: '', state: data })
    const json = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(page)?.[1]
    expect(json).toBeDefined()
    expect(json).not.toContain('</script')
    expect(JSON.parse(json ?? '')).toEqual(data)
  })
})
