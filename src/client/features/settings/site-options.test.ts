import { describe, expect, it } from 'vitest'
import { parseSiteOptions } from '../../../domain/site-options'
import { applySiteOptions } from './site-options'

const classic = parseSiteOptions('{"desktopHeaderLayout":"classic","desktopHeaderScheme":"two"}')

describe('applySiteOptions', () => {
  it('puts the header layout, scheme and mobile variant on the element', () => {
    const root = document.createElement('html')
    applySiteOptions(root, classic)
    expect(root.dataset).toMatchObject({
      headerLayout: 'classic',
      headerScheme: 'two',
      mobileHeader: 'one',
    })
  })

  it('leaves attributes the page already has with those values untouched', () => {
    const root = document.createElement('html')
    root.setAttribute('data-header-layout', 'classic')
    root.setAttribute('data-header-scheme', 'one')
    root.setAttribute('data-mobile-header', 'one')
    const observer = new MutationObserver(() => {})
    observer.observe(root, { attributes: true })
    applySiteOptions(root, classic)
    const changed = observer.takeRecords().map((record) => record.attributeName)
    observer.disconnect()
    expect(changed).toEqual(['data-header-scheme'])
    expect(root.dataset.headerScheme).toBe('two')
  })
})
