/**
 * OE (original equipment) numbers: the vehicle maker's own part number that an aftermarket
 * part replaces, written the way each maker writes them — VW `5Q0 615 301 F`, BMW
 * `11 42 8 507 683`, Mercedes `A 651 180 00 09`, Toyota `90915-YZZE1`, PSA `1109.AY` …
 *
 * The group part of a number follows the maker's own grouping where it is well known (VW 115
 * = oil filter, 615 = brake disc; BMW 11 42 = engine lubrication; Toyota 90915 = oil filter);
 * the rest is drawn from a generator seeded by the application, so every brand's article for
 * the same cars lists the same OE numbers (search by OE number finds all equivalents).
 * Demo data: the numbers are realistic in form, not real references.
 */
import { type Random, randomInt } from './seeded-random'
import type { VehicleProfile } from './vehicles'

export interface OeNumber {
  oeNumber: string
  /** The vehicle make whose number it is (as in `manufacturers.manuName`). */
  brand: string
}

type GroupStyle =
  | 'vag'
  | 'bmw'
  | 'mercedes'
  | 'toyota'
  | 'hmg'
  | 'nissan'
  | 'honda'
  | 'subaru'
  | 'mazda'
  | 'psa'
  | 'mitsubishi'
  | 'suzuki'

/** Part key → the makers' group codes; `a/b` = front / rear axle. Missing: derived from the key. */
// biome-ignore format: one row per part type reads as a table
const GROUPS: Readonly<Record<string, Partial<Record<GroupStyle, string>>>> = {
  'oil-filter': { vag: '115', bmw: '1142', mercedes: '180', toyota: '90915', hmg: '26300', nissan: '15208', honda: '15400', subaru: '15208', mazda: '14', psa: '1109', mitsubishi: '1230', suzuki: '16510' },
  'air-filter': { vag: '129', bmw: '1371', mercedes: '094', toyota: '17801', hmg: '28113', nissan: '16546', honda: '17220', subaru: '16546', mazda: '13', psa: '1444', mitsubishi: '1500', suzuki: '13780' },
  'fuel-filter': { vag: '127', bmw: '1332', mercedes: '092', toyota: '23390', hmg: '31922', nissan: '16400', honda: '16010', subaru: '42072', mazda: '13', psa: '1906', mitsubishi: '1770', suzuki: '15410' },
  'cabin-filter': { vag: '819', bmw: '6411', mercedes: '830', toyota: '87139', hmg: '97133', nissan: '27277', honda: '80292', subaru: '72880', mazda: '61', psa: '6447', mitsubishi: '7803', suzuki: '95860' },
  'brake-disc': { vag: '615', bmw: '3411/3421', mercedes: '421/423', toyota: '43512/42431', hmg: '51712/58411', nissan: '40206/43206', honda: '45251/42510', subaru: '26300/26700', mazda: '33/26', psa: '4249/4249', mitsubishi: '4615/4615', suzuki: '55311/55611' },
  'brake-pad-set': { vag: '698', bmw: '3411/3421', mercedes: '420/420', toyota: '04465/04466', hmg: '58101/58302', nissan: 'D1060/D4060', honda: '45022/43022', subaru: '26296/26696', mazda: '33/26', psa: '4253/4254', mitsubishi: '4605/4605', suzuki: '55810/55800' },
  battery: { vag: '915', bmw: '6121', mercedes: '982', toyota: '28800', hmg: '37110', nissan: '24410', honda: '31500', subaru: '82110', mazda: '18', psa: '5600', mitsubishi: '8201', suzuki: '33610' },
  alternator: { vag: '903', bmw: '1231', mercedes: '154', toyota: '27060', hmg: '37300', nissan: '23100', honda: '31100', subaru: '23700', mazda: '18', psa: '5705', mitsubishi: '1800', suzuki: '31400' },
  starter: { vag: '911', bmw: '1241', mercedes: '151', toyota: '28100', hmg: '36100', nissan: '23300', honda: '31200', subaru: '23300', mazda: '18', psa: '5802', mitsubishi: '1810', suzuki: '31100' },
  'spark-plug': { vag: '905', bmw: '1212', mercedes: '159', toyota: '90919', hmg: '18846', nissan: '22401', honda: '12290', subaru: '22401', mazda: '18', psa: '5960', mitsubishi: '1822', suzuki: '09482' },
  'water-pump': { vag: '121', bmw: '1151', mercedes: '200', toyota: '16100', hmg: '25100', nissan: '21010', honda: '19200', subaru: '21111', mazda: '15', psa: '1201', mitsubishi: '1300', suzuki: '17400' },
  thermostat: { vag: '121', bmw: '1153', mercedes: '203', toyota: '90916', hmg: '25500', nissan: '21200', honda: '19301', subaru: '21210', mazda: '15', psa: '1338', mitsubishi: '1305', suzuki: '17670' },
  'shock-absorber': { vag: '413/513', bmw: '3131/3352', mercedes: '323/326', toyota: '48510/48530', hmg: '54651/55311', nissan: '54302/56210', honda: '51610/52610', subaru: '20310/20365', mazda: '34/28', psa: '5208/5206', mitsubishi: '4060/4162', suzuki: '41601/41800' },
  'control-arm': { vag: '407', bmw: '3112', mercedes: '330', toyota: '48068', hmg: '54500', nissan: '54500', honda: '51350', subaru: '20202', mazda: '34', psa: '3520', mitsubishi: '4013', suzuki: '45201' },
  'tie-rod-end': { vag: '423', bmw: '3210', mercedes: '460', toyota: '45046', hmg: '56820', nissan: '48520', honda: '53540', subaru: '34160', mazda: '32', psa: '3817', mitsubishi: '4422', suzuki: '48810' },
  'stabiliser-link': { vag: '411/511', bmw: '3130/3350', mercedes: '320/326', toyota: '48820/48830', hmg: '54830/55530', nissan: '54618/54668', honda: '51320/52320', subaru: '20420/20470', mazda: '34/28', psa: '5087/5087', mitsubishi: '4056/4156', suzuki: '46630/46640' },
  'wheel-bearing-kit': { vag: '498/598', bmw: '3120/3340', mercedes: '330/350', toyota: '90369/42410', hmg: '51720/52750', nissan: '40210/43202', honda: '44300/42200', subaru: '28016/28473', mazda: '33/26', psa: '3350/3748', mitsubishi: '3885/3880', suzuki: '43440/43402' },
  'wiper-blades': { vag: '955', bmw: '6161', mercedes: '820', toyota: '85222', hmg: '98350', nissan: '28890', honda: '76620', subaru: '86542', mazda: '67', psa: '6426', mitsubishi: '8250', suzuki: '38340' },
  'timing-belt-kit': { vag: '198', bmw: '1131', mercedes: '997', toyota: '13568', hmg: '24312', nissan: '13028', honda: '14400', subaru: '13028', mazda: '12', psa: '0831', mitsubishi: '1145', suzuki: '12761' },
  'v-ribbed-belt': { vag: '260', bmw: '1128', mercedes: '997', toyota: '90916', hmg: '25212', nissan: '11720', honda: '38920', subaru: '73013', mazda: '15', psa: '5750', mitsubishi: '1340', suzuki: '17521' },
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => randomInt(random, 0, 9)).join('')
const letters = (random: Random, count: number) =>
  Array.from({ length: count }, () => LETTERS[randomInt(random, 0, LETTERS.length - 1)]).join('')
/** Mostly digits, now and then a letter: Toyota's and Hyundai's number tails (42160, 0T030, D7A00). */
const tail = (random: Random, count: number) =>
  Array.from({ length: count }, () =>
    random() < 0.25 ? letters(random, 1) : digits(random, 1),
  ).join('')

/** The group code for a part and axle, or one derived from the part key when unknown. */
function group(style: GroupStyle, partKey: string, variant: string | null, length: number): string {
  const codes = GROUPS[partKey]?.[style]
  if (codes) {
    const [front, rear] = codes.split('/')
    return (variant === 'rear' && rear ? rear : front) ?? ''
  }
  let hash = 0
  for (const char of `${style}${partKey}`) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007
  return String(hash % 10 ** length).padStart(length, '0')
}

/** VW group prefixes: engine parts by engine generation, chassis parts by platform. */
const VAG_PLATFORM: Record<string, string> = {
  MQB: '5Q0',
  'MQB-evo': '5WA',
  'MQB-A0': '2Q0',
  PQ25: '6R0',
  PQ26: '6V0',
  PQ35: '1K0',
  PQ46: '3C0',
  MLB: '8K0',
  'MLB-evo': '8W0',
  MEB: '1EA',
  NSF: '1S0',
  T5: '7H0',
  T6: '7E0',
  Crafter: '2N0',
  Amarok: '2H0',
  J1: '9J1',
}
const VAG_ENGINE_GROUPS = new Set(['115', '129', '127', '903', '911', '905', '121', '198', '260'])

function vagPrefix(vehicle: VehicleProfile, groupCode: string): string {
  if (VAG_ENGINE_GROUPS.has(groupCode) && vehicle.engineFuel) {
    if (vehicle.engineFuel === 'diesel') return vehicle.from >= 201301 ? '04L' : '03L'
    if ((vehicle.ccm ?? 0) >= 1800) return '06K'
    return vehicle.from >= 201701 ? '05E' : vehicle.from >= 201201 ? '04E' : '03C'
  }
  return VAG_PLATFORM[vehicle.platform] ?? '000'
}

/** Mercedes numbers start with the engine (651, 274 …) for engine parts, else the model (205 …). */
function mercedesBase(vehicle: VehicleProfile): string {
  const engine = vehicle.motorCode?.match(/\d{3}/)?.[0]
  const model = vehicle.modelname.match(/\([A-Z]?(\d{3})\)/)?.[1]
  return engine ?? model ?? '000'
}

const MAZDA_CHASSIS: Record<string, string> = {
  BM: 'BHN1',
  BP: 'BCJH',
  GJ: 'GHP9',
  KE: 'KD35',
  KF: 'KB7W',
  DR: 'DN4E',
  KH: 'K1CA',
}

function oeNumber(
  style: string,
  partKey: string,
  vehicle: VehicleProfile,
  variant: string | null,
  random: Random,
): string | null {
  switch (style) {
    case 'vag': {
      const code = group('vag', partKey, variant, 3)
      const number = variant === 'rear' && code === '615' ? '601' : digits(random, 3)
      const suffix = random() < 0.6 ? ` ${letters(random, random() < 0.8 ? 1 : 2)}` : ''
      return `${vagPrefix(vehicle, code)} ${code} ${number}${suffix}`
    }
    case 'bmw': {
      const code = group('bmw', partKey, variant, 4)
      return `${code.slice(0, 2)} ${code.slice(2)} ${randomInt(random, 6, 8)} ${digits(random, 3)} ${digits(random, 3)}`
    }
    case 'mercedes':
      return `A ${mercedesBase(vehicle)} ${group('mercedes', partKey, variant, 3)} ${digits(random, 2)} ${digits(random, 2)}`
    case 'toyota':
    case 'hmg':
    case 'nissan':
      return `${group(style, partKey, variant, 5)}-${tail(random, 5)}`
    case 'renault':
      return random() < 0.5
        ? `8200${digits(random, 6)}`
        : `${group('nissan', partKey, variant, 5)}${digits(random, 4)}R`
    case 'honda':
      return `${group('honda', partKey, variant, 5)}-${letters(random, 3)}-${digits(random, 3)}`
    case 'subaru':
      return `${group('subaru', partKey, variant, 5)}${letters(random, 2)}${digits(random, 3)}`
    case 'suzuki':
      return `${group('suzuki', partKey, variant, 5)}-${digits(random, 2)}${letters(random, 1)}${digits(random, 2)}`
    case 'mitsubishi':
      return `${group('mitsubishi', partKey, variant, 4)}A${digits(random, 3)}`
    case 'mazda': {
      const chassis = MAZDA_CHASSIS[vehicle.platform] ?? 'PE01'
      return `${chassis}-${group('mazda', partKey, variant, 2)}-${tail(random, 3)}${random() < 0.5 ? 'A' : ''}`
    }
    case 'psa':
      return random() < 0.7
        ? `${group('psa', partKey, variant, 4)}.${tail(random, 2)}`
        : `98${digits(random, 8)}`
    case 'volvo':
      return `${vehicle.from < 201001 ? '30' : vehicle.from < 201801 ? '31' : '32'}${digits(random, 6)}`
    case 'ford':
      return `${randomInt(random, 1, 2)} ${digits(random, 3)} ${digits(random, 3)}`
    case 'gm':
      return `${random() < 0.5 ? '13' : '55'}${digits(random, 6)}`
    case 'jlr':
      return `LR${digits(random, 6)}`
    case 'fiat':
      return `${random() < 0.5 ? '5' : '46'}${digits(random, random() < 0.5 ? 7 : 6)}`
    case 'mg':
      return `10${digits(random, 6)}`
    case 'tesla':
      return `${randomInt(random, 1, 2)}${digits(random, 6)}-0${randomInt(random, 0, 2)}-${letters(random, 1)}`
    default:
      return null
  }
}

/**
 * OE numbers for an application: one or two per maker style among its vehicles (up to three
 * styles), named after the first make of that style (VW group parts list "Volkswagen").
 */
export function oeNumbersFor(
  partKey: string,
  vehicles: readonly VehicleProfile[],
  variant: string | null,
  random: Random,
): OeNumber[] {
  const seen = new Set<string>()
  const result: OeNumber[] = []
  for (const vehicle of vehicles) {
    if (vehicle.oe === null || seen.has(vehicle.oe) || seen.size >= 3) continue
    seen.add(vehicle.oe)
    const count = random() < 0.4 ? 2 : 1
    for (let i = 0; i < count; i++) {
      const number = oeNumber(vehicle.oe, partKey, vehicle, variant, random)
      if (number && !result.some((oe) => oe.oeNumber === number))
        result.push({ oeNumber: number, brand: vehicle.make })
    }
  }
  return result
}
