/** Article names hold the words as substrings, so the shortest form is written; `includes` is one-way. */
import { foldCase, stemsOf } from './search-text'

export interface SynonymGroup {
  same: readonly string[]
  includes?: readonly string[]
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  {
    same: [
      'viskerblad',
      'vindusvisker',
      'vindusviskerblad',
      'visker',
      'wiper blade',
      'wiper',
      'windscreen wiper',
      'windshield wiper',
    ],
  },
  { same: ['bremseklosser', 'klosser', 'bremsekloss', 'bremsebelegg', 'brake pad'] },
  { same: ['bremseskive', 'brake disc', 'brake disk', 'brake rotor'] },
  { same: ['bremsekaliper', 'kaliper', 'bremsecaliper', 'brake caliper', 'caliper'] },
  { same: ['bremsebakker', 'bremsesko', 'brake shoe'] },
  { same: ['bremsevæske', 'brake fluid', 'dot4', 'dot 4'] },
  { same: ['abs-sensor', 'abs sensor', 'abssensor', 'hjulsensor', 'wheel speed sensor'] },
  {
    same: [
      'lyddemper',
      'eksos',
      'eksospotte',
      'potte',
      'silencer',
      'muffler',
      'exhaust silencer',
      'exhaust muffler',
    ],
  },
  {
    same: ['eksosanlegg', 'exhaust', 'exhaust system'],
    includes: ['lyddemper', 'silencer', 'katalysator', 'catalytic converter', 'partikkelfilter'],
  },
  { same: ['katalysator', 'kat', 'catalytic converter', 'catalyst'] },
  {
    same: ['partikkelfilter', 'dieselpartikkelfilter', 'sotfilter', 'dpf', 'particulate filter'],
  },
  {
    same: ['lambdasonde', 'lambdasensor', 'oksygensensor', 'lambda sensor', 'oxygen sensor'],
  },
  {
    same: [
      'registerreim',
      'reggreim',
      'regreim',
      'registerrem',
      'tannreim',
      'tannrem',
      'timing belt',
      'cambelt',
      'cam belt',
    ],
  },
  { same: ['registerkjede', 'kamkjede', 'timing chain'] },
  {
    same: [
      'multirem',
      'multireim',
      'viftereim',
      'vifterem',
      'drivreim',
      'drivrem',
      'flerrillereim',
      'ribbereim',
      'dynamoreim',
      'serpentine belt',
      'v-ribbed belt',
      'poly v belt',
      'fan belt',
      'drive belt',
      'auxiliary belt',
      'alternator belt',
    ],
  },
  { same: ['strammer', 'reimstrammer', 'tensioner', 'belt tensioner'] },
  { same: ['styrerull', 'tomgangsrull', 'idler pulley', 'guide pulley'] },
  { same: ['clutchsett', 'clutch', 'kobling', 'koblingssett', 'clutch kit'] },
  { same: ['slavesylinder', 'arbeidssylinder', 'slave cylinder', 'release cylinder'] },
  { same: ['svinghjul', 'tomassesvinghjul', 'dmf', 'flywheel', 'dual-mass flywheel'] },
  {
    same: [
      'drivstoffilter',
      'dieselfilter',
      'bensinfilter',
      'brennstoffilter',
      'fuel filter',
      'diesel filter',
      'petrol filter',
    ],
  },
  { same: ['drivstoffpumpe', 'dieselpumpe', 'bensinpumpe', 'fuel pump'] },
  {
    same: ['innsprøytningsdyse', 'dyse', 'injektor', 'injector', 'fuel injector'],
  },
  { same: ['oljefilter', 'oil filter'] },
  { same: ['luftfilter', 'motorluftfilter', 'air filter', 'engine air filter'] },
  {
    same: [
      'kupéfilter',
      'pollenfilter',
      'kabinfilter',
      'innluftfilter',
      'cabin filter',
      'pollen filter',
      'cabin air filter',
    ],
  },
  {
    same: ['service', 'servicesett', 'service kit', 'filtersett'],
    includes: ['oljefilter', 'luftfilter', 'kupéfilter', 'drivstoffilter'],
  },
  { same: ['motorolje', 'engine oil', 'motor oil'] },
  { same: ['girolje', 'gearolje', 'gear oil', 'transmission oil'] },
  { same: ['kjølevæske', 'frostvæske', 'glykol', 'antifreeze', 'coolant'] },
  {
    same: ['kjølesystem', 'cooling system'],
    includes: ['vannpumpe', 'termostat', 'radiator', 'kjølevæske'],
  },
  { same: ['gløderør', 'glødeplugg', 'glødepinne', 'glow plug', 'glowplug'] },
  { same: ['tennplugg', 'spark plug', 'sparkplug'] },
  { same: ['tennspole', 'tenningsspole', 'ignition coil', 'coil pack'] },
  {
    same: ['tenning', 'tenningssystem', 'ignition system'],
    includes: ['tennplugg', 'tennspole'],
  },
  {
    same: ['batteri', 'bilbatteri', 'startbatteri', 'akkumulator', 'battery', 'car battery'],
  },
  { same: ['dynamo', 'generator', 'lysmaskin', 'alternator'] },
  { same: ['startmotor', 'starter', 'selvstarter', 'starter motor'] },
  { same: ['vannpumpe', 'kjølevannspumpe', 'water pump', 'coolant pump'] },
  { same: ['termostat', 'thermostat'] },
  { same: ['radiator', 'vannkjøler', 'motorkjøler'] },
  { same: ['ladeluftkjøler', 'intercooler', 'charge air cooler'] },
  { same: ['motorvarmer', 'motorvarmar', 'engine heater', 'block heater'] },
  { same: ['turbolader', 'turbo', 'turbocharger'] },
  { same: ['motorfeste', 'motoroppheng', 'motorpute', 'engine mount', 'engine mounting'] },
  { same: ['topplokkpakning', 'toppakning', 'head gasket', 'cylinder head gasket'] },
  {
    same: [
      'ventildekselpakning',
      'ventillokkpakning',
      'ventilokkpakning',
      'valve cover gasket',
      'rocker cover gasket',
      'cam cover gasket',
    ],
  },
  { same: ['støtdemper', 'shock absorber', 'shock', 'damper'] },
  { same: ['spiralfjær', 'skrufjær', 'coil spring', 'road spring'] },
  { same: ['fjærbeinslager', 'toppfeste', 'topplager', 'strut mount', 'top mount'] },
  {
    same: ['hjuloppheng', 'understell', 'suspension'],
    includes: ['støtdemper', 'spiralfjær', 'bærearm', 'kuleledd', 'stabilisatorstag'],
  },
  { same: ['hjullager', 'wheel bearing', 'hub bearing'] },
  { same: ['kuleledd', 'ball joint'] },
  { same: ['bærearm', 'control arm', 'wishbone', 'track control arm'] },
  { same: ['styrestag', 'inner tie rod', 'rack end'] },
  { same: ['styrestagsende', 'styrekule', 'tie rod end', 'track rod end'] },
  {
    same: [
      'stabilisatorstag',
      'stabstag',
      'stabilisatorlink',
      'stabiliser link',
      'stabilizer link',
      'sway bar link',
      'anti-roll bar link',
      'drop link',
    ],
  },
  {
    same: ['drivaksel', 'drivaksling', 'drive shaft', 'driveshaft', 'half shaft', 'cv axle'],
  },
  { same: ['drivakselledd', 'homokinetisk ledd', 'cv joint'] },
  { same: ['drivakselmansjett', 'mansjett', 'cv boot', 'driveshaft boot'] },
  { same: ['lyspære', 'pære', 'lampe', 'bulb', 'light bulb', 'headlight bulb'] },
  { same: ['hovedlykt', 'frontlykt', 'headlight', 'headlamp'] },
  { same: ['baklykt', 'baklys', 'tail light', 'tail lamp', 'rear light'] },
  { same: ['speilglass', 'sidespeilglass', 'mirror glass', 'wing mirror glass'] },
  { same: ['ladekabel', 'ladeledning', 'charging cable', 'charge cable', 'ev cable'] },
  { same: ['gassfjær', 'gassdemper', 'gas spring', 'gas strut', 'tailgate strut'] },
  {
    same: ['klimakompressor', 'ac-kompressor', 'ac compressor', 'air con compressor'],
  },
  { same: ['kondensator', 'klimakondensator', 'condenser', 'ac condenser'] },
  { same: ['tørkefilter', 'filtertørker', 'dryer', 'receiver drier'] },
  {
    same: ['klimaanlegg', 'aircondition', 'air conditioning', 'ac'],
    includes: ['klimakompressor', 'kondensator', 'tørkefilter'],
  },
]

/** First halves of compounds that say nothing about the part ('bilbatteri' is a battery). */
export const GENERIC_MODIFIERS: readonly string[] = ['bil', 'car', 'auto', 'motor']

const keyOf = (text: string) => foldCase(text.trim().replace(/\s+/g, ' '))

const index = new Map<string, Set<string>>()
const entries = new Set<string>()
for (const { same, includes = [] } of SYNONYM_GROUPS) {
  const finds = [...same, ...includes].map(keyOf)
  for (const entry of [...same, ...includes]) entries.add(entry.toLowerCase())
  for (const entry of same) {
    for (const key of [keyOf(entry), ...stemsOf(keyOf(entry))]) {
      const found = index.get(key) ?? new Set<string>()
      for (const spelling of finds) found.add(spelling)
      index.set(key, found)
    }
  }
}

export function synonymsOf(typed: string): string[] {
  const key = keyOf(typed)
  const found = new Set<string>()
  for (const form of [key, ...stemsOf(key)]) {
    for (const spelling of index.get(form) ?? []) found.add(spelling)
  }
  found.delete(key)
  return [...found]
}

export function isSynonymPhrase(words: readonly string[]): boolean {
  if (words.length < 2) return false
  const key = keyOf(words.join(' '))
  return [key, ...stemsOf(key)].some((form) => index.has(form))
}

export function synonymWords(): string[] {
  return [...entries].filter((entry) => !entry.includes(' '))
}
