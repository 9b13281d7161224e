/** Deterministic, so the ETag changes only when the drawing does; no fonts are loaded. */
import type { PartType } from '../db/seed/catalogue/part-type-model'
import { INK, PICTOGRAMS, type Pictogram } from './part-pictograms'

/** A key missing here gets the gear. */
// biome-ignore format: a table
const PICTOGRAM_OF: Readonly<Record<string, Pictogram>> = {
  'brake-disc': 'disc', 'brake-pad-set': 'pads', 'brake-caliper': 'caliper',
  'brake-shoe-set': 'shoes', 'abs-sensor': 'sensor', 'brake-fluid': 'can',
  'shock-absorber': 'damper', 'gas-spring-boot': 'damper', 'coil-spring': 'spring',
  'strut-mount': 'bearing', 'wheel-bearing-kit': 'bearing',
  'control-arm': 'control-arm', 'ball-joint': 'control-arm',
  'stabiliser-link': 'rod', 'tie-rod-end': 'rod', 'inner-tie-rod': 'rod',
  'drive-shaft': 'shaft', 'cv-joint': 'shaft', 'cv-boot': 'shaft',
  battery: 'battery', alternator: 'machine', starter: 'machine', 'ac-compressor': 'machine',
  'water-pump': 'machine', 'fuel-pump': 'machine',
  'headlight-bulb': 'bulb', headlight: 'lamp', 'tail-light': 'lamp', 'mirror-glass': 'mirror',
  'wiper-blades': 'wiper', 'rear-wiper-blade': 'wiper', 'charging-cable': 'charging-plug',
  'clutch-kit': 'clutch', 'dual-mass-flywheel': 'clutch', 'clutch-slave-cylinder': 'damper',
  silencer: 'exhaust', 'diesel-particulate-filter': 'exhaust', 'catalytic-converter': 'exhaust',
  'lambda-sensor': 'sensor', turbocharger: 'turbo',
  intercooler: 'heat-exchanger', radiator: 'heat-exchanger', 'ac-condenser': 'heat-exchanger',
  'cylinder-head-gasket': 'gasket', 'valve-cover-gasket': 'gasket',
  'oil-filter': 'spin-on-filter', 'fuel-filter': 'spin-on-filter', 'ac-dryer': 'spin-on-filter',
  'air-filter': 'panel-filter', 'cabin-filter': 'panel-filter',
  'engine-oil': 'can', 'gear-oil': 'can', coolant: 'can',
  'spark-plug': 'plug', 'glow-plug': 'plug', 'ignition-coil': 'coil',
  'v-ribbed-belt': 'belt', 'timing-belt': 'belt', 'timing-belt-kit': 'belt',
  'timing-chain-kit': 'belt', 'idler-pulley': 'pulley', 'timing-belt-tensioner': 'pulley',
}

const SIZE = 400
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const ONE_LINE_MAX_CHARS = 18
const MAX_FONT_PX = 30
const TEXT_WIDTH_PX = 350
const GLYPH_WIDTH_EM = 0.6

export function pictogramOf(partType: Pick<PartType, 'key'>): Pictogram {
  return PICTOGRAM_OF[partType.key] ?? 'gear'
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function nameLines(name: string): string[] {
  if (name.length <= ONE_LINE_MAX_CHARS) return [name]
  const comma = name.indexOf(', ')
  if (comma > 0) return [name.slice(0, comma + 1), name.slice(comma + 2)]
  const bracket = name.indexOf(' (')
  if (bracket > 0) return [name.slice(0, bracket), name.slice(bracket + 1)]
  return [name]
}

function nameText(name: string): string {
  const lines = nameLines(name)
  const longest = Math.max(...lines.map((line) => line.length))
  const fontSize = Math.min(MAX_FONT_PX, Math.floor(TEXT_WIDTH_PX / (longest * GLYPH_WIDTH_EM)))
  const firstBaseline = lines.length === 1 ? 346 : 328
  const tspans = lines.map(
    (line, i) => `<tspan x="200" y="${firstBaseline + i * 38}">${escapeXml(line)}</tspan>`,
  )
  return `<text font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="600" fill="${INK}" text-anchor="middle">${tspans.join('')}</text>`
}

export function renderPartImage(partType: Pick<PartType, 'key' | 'nameNo'>): string {
  const title = escapeXml(partType.nameNo)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-labelledby="title" lang="nb">`,
    `<title id="title">${title}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="#f3f4f6"/>`,
    `<g transform="translate(80 30)" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${PICTOGRAMS[pictogramOf(partType)]}</g>`,
    nameText(partType.nameNo),
    '</svg>\n',
  ].join('\n')
}
