import { afterEach, describe, expect, it } from 'vitest'
import { linkWebManifest, WEB_MANIFEST_HREF } from './manifest-link'

const links = () => document.head.querySelectorAll('link[rel="manifest"]')

describe('the web app manifest link', () => {
  afterEach(() => {
    for (const link of links()) link.remove()
  })

  it('is added to the head, pointing at the built manifest', () => {
    expect(links()).toHaveLength(0)
    linkWebManifest()
    expect(links()).toHaveLength(1)
    expect(links()[0]?.getAttribute('href')).toBe(WEB_MANIFEST_HREF)
  })

  it('is added once however often it is asked for', () => {
    linkWebManifest()
    linkWebManifest()
    expect(links()).toHaveLength(1)
  })
})
