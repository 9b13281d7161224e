// @vitest-environment jsdom
// jsdom only for its XML parser (DOMParser), to prove every picture is well-formed.
import { describe, expect, it } from 'vitest'
import { PART_TYPES } from '../db/seed/catalogue/part-types'
import { escapeXml, nameLines, pictogramOf, renderPartImage } from './part-image'

/** The SVG parsed as XML; fails the test when it is not well-formed. */
function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document
}

describe('part pictures', () => {
  it('draws every part type of the catalogue as a well-formed 400 × 400 SVG titled with its Norwegian name', () => {
    for (const partType of PART_TYPES) {
      const svg = renderPartImage(partType)
      expect(svg.startsWith('<svg'), partType.key).toBe(true)
      expect(svg).toContain(`<title id="title">${escapeXml(partType.nameNo)}</title>`)
      const root = parseSvg(svg).documentElement
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg')
      expect(root.getAttribute('viewBox')).toBe('0 0 400 400')
      expect(root.getAttribute('role')).toBe('img')
      expect(root.querySelector('title')?.textContent).toBe(partType.nameNo)
      const lines = Array.from(root.querySelectorAll('text tspan'), (line) => line.textContent)
      expect(lines.join(' ')).toBe(partType.nameNo)
    }
  })

  it('gives every part type a picture of its own and uses at least fifteen pictograms', () => {
    const pictures = new Set(PART_TYPES.map((partType) => renderPartImage(partType)))
    expect(pictures.size).toBe(PART_TYPES.length)
    const pictograms = new Set(PART_TYPES.map(pictogramOf))
    expect(pictograms.size).toBeGreaterThanOrEqual(15)
  })

  it('picks the pictogram by the kind of part', () => {
    const pictogramOfKey = (key: string) => pictogramOf({ key })
    expect(pictogramOfKey('brake-disc')).toBe('disc')
    expect(pictogramOfKey('battery')).toBe('battery')
    expect(pictogramOfKey('oil-filter')).toBe('spin-on-filter')
    expect(pictogramOfKey('spark-plug')).toBe('plug')
    expect(pictogramOfKey('timing-belt')).toBe('belt')
    expect(pictogramOfKey('shock-absorber')).toBe('damper')
    expect(pictogramOfKey('a-part-type-added-later')).toBe('gear')
  })

  it('escapes markup in the name, in the title and in the text', () => {
    const svg = renderPartImage({ key: 'engine-oil', nameNo: `Olje & <fett> "5W-30" 'A'` })
    expect(svg).not.toContain('<fett>')
    expect(svg).toContain('Olje &#38; &#60;fett&#62; &#34;5W-30&#34; &#39;A&#39;')
    const root = parseSvg(svg).documentElement
    expect(root.querySelector('title')?.textContent).toBe(`Olje & <fett> "5W-30" 'A'`)
  })

  it('loads nothing from outside and uses no inline styles, which the CSP would block', () => {
    for (const partType of PART_TYPES) {
      const svg = renderPartImage(partType)
      expect(svg).not.toMatch(/href|url\(|<image|<style|style=|<script|@import/i)
    }
  })

  it('renders the same bytes every time', () => {
    const brakeDisc = PART_TYPES.find((partType) => partType.id === 82)
    if (!brakeDisc) throw new Error('the catalogue has no part type 82')
    expect(renderPartImage(brakeDisc)).toBe(renderPartImage(brakeDisc))
  })

  it('puts long names on two lines at their comma or bracket, short ones on one', () => {
    expect(nameLines('Bremseskiver')).toEqual(['Bremseskiver'])
    expect(nameLines('Kondensator, klimaanlegg')).toEqual(['Kondensator,', 'klimaanlegg'])
    expect(nameLines('Partikkelfilter (DPF)')).toEqual(['Partikkelfilter', '(DPF)'])
    expect(nameLines('Ventildekselpakning')).toEqual(['Ventildekselpakning'])
  })
})
