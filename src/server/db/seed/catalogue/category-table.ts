/**
 * The category tree: the spec's Norwegian top-level slugs (batteri, suspensjon, bremser …, in
 * the spec's order) and the rest, up to three levels, each mapped to part types. A parent
 * shows its own part types and all of its descendants'. Empty categories (bremsetromler,
 * støtfangere …) are on purpose: the spec allows them, and the shop must cope.
 * New slugs are ASCII (æ → ae, ø → o); `kjøling` keeps the spec's spelling.
 */
import type { categories } from '../../schema'
import type { PartType } from './part-type-model'

export type CategoryRow = typeof categories.$inferInsert

type CategoryLine = readonly [
  slug: string,
  nameNo: string,
  nameEn: string,
  parent: string | null,
  partTypes: readonly string[],
]

/** Parents before children; siblings in menu order. Part types by key (part-types-*.ts). */
// biome-ignore format: one row per category reads as a table
export const CATEGORY_TABLE: readonly CategoryLine[] = [
  ['batteri', 'Batteri', 'Batteries', null, []],
  ['startbatterier', 'Startbatterier', 'Starter batteries', 'batteri', ['battery']],
  ['batteriladere-og-startkabler', 'Batteriladere og startkabler', 'Battery chargers and jump leads', 'batteri', []],
  ['suspensjon', 'Suspensjon', 'Suspension', null, []],
  ['stotdempere', 'Støtdempere', 'Shock absorbers', 'suspensjon', ['shock-absorber']],
  ['fjaerer', 'Fjærer', 'Coil springs', 'suspensjon', ['coil-spring']],
  ['fjaerbeinslager', 'Fjærbeinslager', 'Strut mounts', 'suspensjon', ['strut-mount']],
  ['baerearmer-og-kuleledd', 'Bærearmer og kuleledd', 'Control arms and ball joints', 'suspensjon', ['control-arm', 'ball-joint']],
  ['stabilisatorstag', 'Stabilisatorstag', 'Stabiliser links', 'suspensjon', ['stabiliser-link']],
  ['hjullager', 'Hjullager', 'Wheel bearings', 'suspensjon', ['wheel-bearing-kit']],
  ['bremser', 'Bremser', 'Brakes', null, []],
  ['skivebremser', 'Skivebremser', 'Disc brakes', 'bremser', []],
  ['bremseskiver', 'Bremseskiver', 'Brake discs', 'skivebremser', ['brake-disc']],
  ['bremseklosser', 'Bremseklosser', 'Brake pads', 'skivebremser', ['brake-pad-set']],
  ['bremsekalipere', 'Bremsekalipere', 'Brake calipers', 'skivebremser', ['brake-caliper']],
  ['trommelbremser', 'Trommelbremser', 'Drum brakes', 'bremser', []],
  ['bremsebakker', 'Bremsebakker', 'Brake shoes', 'trommelbremser', ['brake-shoe-set']],
  ['bremsetromler', 'Bremsetromler', 'Brake drums', 'trommelbremser', []],
  ['abs-sensorer', 'ABS-sensorer', 'ABS sensors', 'bremser', ['abs-sensor']],
  ['bremsevaeske', 'Bremsevæske', 'Brake fluid', 'bremser', ['brake-fluid']],
  ['clutch', 'Clutch', 'Clutch', null, []],
  ['clutchsett', 'Clutchsett', 'Clutch kits', 'clutch', ['clutch-kit']],
  ['svinghjul', 'Svinghjul', 'Flywheels', 'clutch', ['dual-mass-flywheel']],
  ['slavesylindre', 'Slavesylindre', 'Slave cylinders', 'clutch', ['clutch-slave-cylinder']],
  ['dynamo', 'Dynamo', 'Alternators', null, ['alternator']],
  ['drivaksel-ledd', 'Drivaksel og ledd', 'Drive shafts and joints', null, []],
  ['drivaksler', 'Drivaksler', 'Drive shafts', 'drivaksel-ledd', ['drive-shaft']],
  ['drivakselledd', 'Drivakselledd', 'CV joints', 'drivaksel-ledd', ['cv-joint']],
  ['mansjetter', 'Mansjetter', 'CV boots', 'drivaksel-ledd', ['cv-boot']],
  ['eksos-system', 'Eksossystem', 'Exhaust system', null, []],
  ['lyddempere', 'Lyddempere', 'Silencers', 'eksos-system', ['silencer']],
  ['partikkelfiltre', 'Partikkelfiltre', 'Particulate filters', 'eksos-system', ['diesel-particulate-filter']],
  ['katalysatorer', 'Katalysatorer', 'Catalytic converters', 'eksos-system', ['catalytic-converter']],
  ['lambdasonder', 'Lambdasonder', 'Lambda sensors', 'eksos-system', ['lambda-sensor']],
  ['eksosoppheng', 'Eksosoppheng', 'Exhaust mountings', 'eksos-system', []],
  ['filter', 'Filter', 'Filters', null, []],
  ['oljefilter', 'Oljefilter', 'Oil filters', 'filter', ['oil-filter']],
  ['luftfilter', 'Luftfilter', 'Air filters', 'filter', ['air-filter']],
  ['drivstoffilter', 'Drivstoffilter', 'Fuel filters', 'filter', ['fuel-filter']],
  ['kupefilter', 'Kupéfilter', 'Cabin filters', 'filter', ['cabin-filter']],
  ['karosseri', 'Karosseri', 'Body', null, []],
  ['gassfjaerer', 'Gassfjærer', 'Gas springs', 'karosseri', ['gas-spring-boot']],
  ['stotfangere', 'Støtfangere', 'Bumpers', 'karosseri', []],
  ['skjermer-og-panser', 'Skjermer og panser', 'Wings and bonnets', 'karosseri', []],
  ['kjøling', 'Kjøling', 'Engine cooling', null, []],
  ['radiatorer', 'Radiatorer', 'Radiators', 'kjøling', ['radiator']],
  ['termostater', 'Termostater', 'Thermostats', 'kjøling', ['thermostat']],
  ['vannpumper', 'Vannpumper', 'Water pumps', 'kjøling', ['water-pump']],
  ['kjolevaeske', 'Kjølevæske', 'Coolant', 'kjøling', ['coolant']],
  ['kjolevifter', 'Kjølevifter', 'Radiator fans', 'kjøling', []],
  ['klima-luft-kondisjonering', 'Klima og luftkondisjonering', 'Air conditioning', null, ['cabin-filter']],
  ['klimakompressorer', 'Klimakompressorer', 'AC compressors', 'klima-luft-kondisjonering', ['ac-compressor']],
  ['kondensatorer', 'Kondensatorer', 'Condensers', 'klima-luft-kondisjonering', ['ac-condenser']],
  ['torkefiltre', 'Tørkefiltre', 'Dryers', 'klima-luft-kondisjonering', ['ac-dryer']],
  ['lys-og-speil', 'Lys og speil', 'Lights and mirrors', null, []],
  ['lyspaerer', 'Lyspærer', 'Bulbs', 'lys-og-speil', []],
  ['hovedlyspaerer', 'Hovedlyspærer', 'Headlight bulbs', 'lyspaerer', ['headlight-bulb']],
  ['blinklyspaerer', 'Blinklyspærer', 'Indicator bulbs', 'lyspaerer', []],
  ['hovedlykter', 'Hovedlykter', 'Headlights', 'lys-og-speil', ['headlight']],
  ['baklykter', 'Baklykter', 'Tail lights', 'lys-og-speil', ['tail-light']],
  ['speil', 'Speil', 'Mirrors', 'lys-og-speil', []],
  ['speilglass', 'Speilglass', 'Mirror glass', 'speil', ['mirror-glass']],
  ['speildeksler', 'Speildeksler', 'Mirror covers', 'speil', []],
  ['motor', 'Motor', 'Engine', null, []],
  ['multiremmer', 'Multiremmer og styreruller', 'V-ribbed belts and idler pulleys', 'motor', ['v-ribbed-belt', 'idler-pulley']],
  ['pakninger', 'Pakninger', 'Gaskets', 'motor', ['cylinder-head-gasket', 'valve-cover-gasket']],
  ['motorfester', 'Motorfester', 'Engine mounts', 'motor', ['engine-mount']],
  ['motorvarmere', 'Motorvarmere', 'Engine heaters', 'motor', ['engine-heater']],
  ['olje', 'Olje', 'Oils', null, []],
  ['motorolje', 'Motorolje', 'Engine oil', 'olje', ['engine-oil']],
  ['girolje', 'Girolje', 'Gear oil', 'olje', ['gear-oil']],
  ['hydraulikkolje', 'Hydraulikkolje', 'Hydraulic oil', 'olje', []],
  ['turbo', 'Turbo', 'Turbo', null, []],
  ['turboladere', 'Turboladere', 'Turbochargers', 'turbo', ['turbocharger']],
  ['ladeluftkjolere', 'Ladeluftkjølere', 'Intercoolers', 'turbo', ['intercooler']],
  ['turbo-pakningssett', 'Pakningssett, turbo', 'Turbo gasket sets', 'turbo', []],
  ['tenning', 'Tenning og gløding', 'Ignition and glow system', null, []],
  ['tennplugger', 'Tennplugger', 'Spark plugs', 'tenning', ['spark-plug']],
  ['tennspoler', 'Tennspoler', 'Ignition coils', 'tenning', ['ignition-coil']],
  ['glodeplugger', 'Gløderør', 'Glow plugs', 'tenning', ['glow-plug']],
  ['styring', 'Styring', 'Steering', null, []],
  ['styrestagsender', 'Styrestagsender', 'Tie rod ends', 'styring', ['tie-rod-end']],
  ['styrestag', 'Styrestag', 'Inner tie rods', 'styring', ['inner-tie-rod']],
  ['styresnekker', 'Styresnekker', 'Steering racks', 'styring', []],
  ['vindusvisker', 'Vindusvisker', 'Wipers', null, []],
  ['viskerblader', 'Viskerblader', 'Wiper blades', 'vindusvisker', ['wiper-blades', 'rear-wiper-blade']],
  ['viskermotorer', 'Viskermotorer', 'Wiper motors', 'vindusvisker', []],
  ['startmotor', 'Startmotor', 'Starter motors', null, ['starter']],
  ['drivstoffsystem', 'Drivstoffsystem', 'Fuel system', null, ['fuel-filter']],
  ['drivstoffpumper', 'Drivstoffpumper', 'Fuel pumps', 'drivstoffsystem', ['fuel-pump']],
  ['innsproytningsdyser', 'Innsprøytningsdyser', 'Injectors', 'drivstoffsystem', ['injector']],
  ['registerreim', 'Registerreim og kjede', 'Timing belt and chain', null, []],
  ['registerreimsett', 'Registerreimsett', 'Timing belt kits', 'registerreim', ['timing-belt-kit']],
  ['registerreimer', 'Registerreimer', 'Timing belts', 'registerreim', ['timing-belt']],
  ['strammere', 'Strammere', 'Tensioners', 'registerreim', ['timing-belt-tensioner']],
  ['registerkjedesett', 'Registerkjedesett', 'Timing chain kits', 'registerreim', ['timing-chain-kit']],
  ['elbil-og-lading', 'Elbil og lading', 'EV and charging', null, []],
  ['ladekabler', 'Ladekabler', 'Charging cables', 'elbil-og-lading', ['charging-cable']],
]

/**
 * Category rows for the `categories` table: part-type keys resolved to ids, each parent given
 * its descendants' ids too (in tree order), sort index = position among siblings (1, 2 …).
 */
export function buildCategories(partTypes: readonly PartType[]): CategoryRow[] {
  const idByKey = new Map(partTypes.map((partType) => [partType.key, partType.id]))
  const rows = CATEGORY_TABLE.map(([slug, nameNo, nameEn, parentSlug, keys]) => ({
    slug,
    nameNo,
    nameEn,
    parentSlug,
    partTypeIds: keys.map((key) => {
      const id = idByKey.get(key)
      if (id === undefined) throw new Error(`Category ${slug}: unknown part type ${key}`)
      return id
    }),
    sortIndex: 0,
  }))
  const bySlug = new Map(rows.map((row) => [row.slug, row]))
  const siblings = new Map<string | null, number>()
  for (const row of rows) {
    const position = (siblings.get(row.parentSlug) ?? 0) + 1
    siblings.set(row.parentSlug, position)
    row.sortIndex = position
  }
  // Rows are in tree order, so adding each row's own ids to all its ancestors keeps that order.
  for (const [index, [, , , , keys]] of CATEGORY_TABLE.entries()) {
    const own = keys.map((key) => idByKey.get(key) ?? 0)
    let parent = bySlug.get(rows[index]?.parentSlug ?? '')
    while (parent) {
      for (const id of own) if (!parent.partTypeIds.includes(id)) parent.partTypeIds.push(id)
      parent = bySlug.get(parent.parentSlug ?? '')
    }
  }
  return rows
}
