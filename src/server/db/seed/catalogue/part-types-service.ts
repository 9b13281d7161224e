/**
 * Service parts: filters, oils and fluids, ignition, belts and chains, engine cooling.
 * Article-number formats follow each brand's own scheme (syntax in article-numbers.ts);
 * `form|` in front of a format limits it to articles of that form (e.g. insert filters).
 */
import {
  C,
  type DescribeContext,
  type Description,
  label,
  measure,
  type Names,
  type PartType,
  sized,
  thread,
  YES,
} from './part-type-model'
import { pick } from './seeded-random'
import type { VehicleProfile } from './vehicles'

/** Blue Print (ADL) prefixes its numbers with the vehicle family: ADT Toyota, ADG Hyundai/Kia … */
const BLUE_PRINT: Record<string, string> = {
  VAG: 'ADV',
  BMW: 'ADB',
  MB: 'ADU',
  TMC: 'ADT',
  HMG: 'ADG',
  RN: 'ADR',
  MAZDA: 'ADM',
  HONDA: 'ADH',
  SUBARU: 'ADS',
  MITSUBISHI: 'ADC',
  SUZUKI: 'ADK',
  FORD: 'ADF',
  VOLVO: 'ADF',
  GM: 'ADW',
  PSA: 'ADP',
  FIAT: 'ADL',
  JLR: 'ADJ',
}
export const bluePrint = (vehicle: VehicleProfile): string => BLUE_PRINT[vehicle.engines] ?? 'ADBP'

/** Spin-on oil filters (with thread) on Asian, Ford, Fiat and Renault 1.5 dCi engines. */
function isSpinOn(vehicle: VehicleProfile): boolean {
  return (
    vehicle.jisBattery ||
    ['FORD', 'FIAT', 'SUBARU', 'MITSUBISHI'].includes(vehicle.engines) ||
    (vehicle.engines === 'RN' && vehicle.ccm === 1461)
  )
}

function oilFilter({ vehicle, random }: DescribeContext): Description {
  const bp = { bp: bluePrint(vehicle) }
  if (isSpinOn(vehicle)) {
    const size = vehicle.jisBattery ? '3/4"-16 UNF' : 'M20x1,5'
    return {
      form: 'spin',
      numberParts: bp,
      no: 'skrufilter',
      en: 'spin-on filter',
      criteria: [
        label(C.design, ['Skrufilter', 'Spin-on filter']),
        measure(C.height, sized(random, 65, 125), 'mm'),
        measure(C.outerDiameter, sized(random, 66, 93), 'mm'),
        thread(size),
      ],
      priceLevel: random() * 0.6,
    }
  }
  return {
    form: 'insert',
    numberParts: bp,
    no: 'filterinnsats',
    en: 'filter insert',
    criteria: [
      label(C.design, ['Filterinnsats', 'Filter insert']),
      measure(C.height, sized(random, 60, 145), 'mm'),
      measure(C.outerDiameter, sized(random, 52, 85), 'mm'),
      measure(C.innerDiameter, sized(random, 20, 32), 'mm'),
    ],
    priceLevel: 0.3 + random() * 0.7,
  }
}

function panelFilter(random: DescribeContext['random'], min: number, max: number) {
  return [
    measure(C.length, sized(random, min, max), 'mm'),
    measure(C.width, sized(random, min * 0.6, max * 0.7), 'mm'),
    measure(C.height, sized(random, 25, 90), 'mm'),
  ]
}

const CABIN: Record<string, readonly [no: string, en: string, type: Names]> = {
  particle: ['pollenfilter', 'pollen filter', ['Partikkelfilter', 'Particle filter']],
  carbon: ['med aktivt kull', 'activated carbon', ['Aktivt kull', 'Activated carbon']],
  bio: ['biofunksjonelt', 'biofunctional', ['Biofunksjonelt (allergi)', 'Biofunctional (allergy)']],
}

/** The engine oil the maker approves, by engine family and fuel: [viscosity, specification]. */
const OIL_SPECS: Record<string, readonly [string, string]> = {
  VAG: ['5W-30', 'VW 504 00 / 507 00'],
  BMW: ['5W-30', 'BMW Longlife-04'],
  MB: ['5W-30', 'MB-Freigabe 229.51'],
  TMC: ['0W-20', 'API SP, ILSAC GF-6A'],
  VOLVO: ['0W-20', 'Volvo VCC RBS0-2AE'],
  FORD: ['5W-30', 'Ford WSS-M2C913-D'],
  PSA: ['0W-30', 'PSA B71 2312'],
  RN: ['5W-30', 'Renault RN0720'],
  GM: ['5W-30', 'GM dexos2'],
  HMG: ['0W-30', 'ACEA C2, API SN'],
  MAZDA: ['0W-20', 'API SP, ILSAC GF-6A'],
  HONDA: ['0W-20', 'API SP, ILSAC GF-6A'],
  SUBARU: ['0W-20', 'API SP, ILSAC GF-6A'],
  MITSUBISHI: ['5W-30', 'ACEA C2'],
  SUZUKI: ['0W-20', 'API SP'],
  JLR: ['0W-20', 'Jaguar Land Rover STJLR.03.5007'],
  FIAT: ['5W-40', 'FIAT 9.55535-S2'],
}

/** Coolant by engine family: [specification, colour]. */
const COOLANTS: Record<string, readonly [string, Names]> = {
  VAG: ['VW TL 774-J (G13)', ['lilla', 'purple']],
  BMW: ['BMW N 600 69.0', ['blå', 'blue']],
  MB: ['MB 325.0', ['blå', 'blue']],
  TMC: ['Toyota Super Long Life Coolant', ['rosa', 'pink']],
  VOLVO: ['Volvo VCS', ['grønn', 'green']],
  FORD: ['Ford WSS-M97B44-D', ['oransje', 'orange']],
  PSA: ['PSA B71 5110', ['gul', 'yellow']],
  GM: ['GM 6277M (Dex-Cool)', ['oransje', 'orange']],
  TESLA: ['Tesla G-48', ['blå', 'blue']],
}
const DEFAULT_COOLANT: readonly [string, Names] = ['ASTM D3306, OAT', ['grønn', 'green']]

export const SERVICE_PART_TYPES: readonly PartType[] = [
  {
    key: 'oil-filter',
    id: 7,
    tecdoc: true,
    nameNo: 'Oljefilter',
    nameEn: 'Oil filter',
    weight: 10,
    priceKr: [89, 249],
    fit: 'engine-family',
    brands: {
      'MANN-FILTER': ['insert|HU #### *', 'insert|HU ###/# *', 'spin|W ###/##', 'spin|W ####'],
      MAHLE: ['insert|OX ### D', 'insert|OX ###/# D', 'spin|OC ###', 'spin|OC ####'],
      BOSCH: ['F 026 407 ###', '0 986 452 ###', '0 451 103 ###'],
      'HENGST FILTER': ['insert|E###H D###', 'spin|H##W##'],
      'BLUE PRINT': ['spin|{bp}#21##'],
    },
    describe: oilFilter,
  },
  {
    key: 'air-filter',
    id: 8,
    tecdoc: true,
    nameNo: 'Luftfilter',
    nameEn: 'Air filter',
    weight: 7,
    priceKr: [149, 549],
    fit: 'engine',
    brands: {
      'MANN-FILTER': ['C ## ###', 'C ####'],
      MAHLE: ['LX ####', 'LX ####/#'],
      BOSCH: ['F 026 400 ###', '1 457 433 ###', '1 987 429 ###'],
      'HENGST FILTER': ['E####L'],
      'BLUE PRINT': ['{bp}#22##'],
    },
    describe: ({ vehicle, random }) => ({
      numberParts: { bp: bluePrint(vehicle) },
      criteria: [
        label(C.design, ['Filterinnsats', 'Filter insert']),
        ...panelFilter(random, 180, 380),
      ],
      priceLevel: random(),
    }),
  },
  {
    key: 'fuel-filter',
    id: 9,
    tecdoc: true,
    nameNo: 'Drivstoffilter',
    nameEn: 'Fuel filter',
    weight: 5,
    priceKr: [179, 899],
    fit: 'fuel-filter',
    brands: {
      'MANN-FILTER': ['WK ###/##', 'PU ####'],
      MAHLE: ['KL ###', 'KX ###D'],
      BOSCH: ['F 026 402 ###', '0 450 906 ###', '1 457 434 ###'],
      'HENGST FILTER': ['H###WK', 'E###KP D###'],
      DELPHI: ['HDF###'],
      'BLUE PRINT': ['{bp}#23##'],
    },
    describe: ({ vehicle, random }) => {
      const diesel = vehicle.engineFuel === 'diesel'
      return {
        numberParts: { bp: bluePrint(vehicle) },
        no: diesel ? 'diesel' : 'bensin',
        en: diesel ? 'diesel' : 'petrol',
        criteria: [
          label(C.fuelType, diesel ? ['Diesel', 'Diesel'] : ['Bensin', 'Petrol']),
          measure(C.height, sized(random, 90, 210), 'mm'),
          measure(C.outerDiameter, sized(random, 55, 110), 'mm'),
          ...(diesel ? [label(['Med vannutskiller', 'With water separator'], YES)] : []),
        ],
        priceLevel: diesel ? 0.4 + random() * 0.6 : random() * 0.4,
      }
    },
  },
  {
    key: 'cabin-filter',
    id: 424,
    tecdoc: true,
    nameNo: 'Kupéfilter',
    nameEn: 'Cabin filter',
    weight: 7,
    priceKr: [149, 549],
    fit: 'platform',
    variants: ['particle', 'carbon', 'bio'],
    brands: {
      'MANN-FILTER': ['particle|CU ## ###', 'carbon|CUK ## ###', 'bio|FP ## ###'],
      MAHLE: ['particle|LA ###', 'carbon|LAK ###', 'bio|LAO ###'],
      BOSCH: ['particle|1 987 435 ###', 'carbon|1 987 432 ###'],
      'HENGST FILTER': ['particle|E####LI', 'carbon|E####LC'],
      VALEO: ['particle|715 ###', 'carbon|698 ###'],
      'BLUE PRINT': ['particle|{bp}#25##'],
    },
    describe: ({ variant, vehicle, random }) => {
      const [no, en, type] = CABIN[variant ?? 'particle'] ?? ['', '', ['', '']]
      return {
        form: variant ?? 'particle',
        numberParts: { bp: bluePrint(vehicle) },
        no,
        en,
        criteria: [label(['Filtertype', 'Filter type'], type), ...panelFilter(random, 200, 310)],
        priceLevel: variant === 'particle' ? random() * 0.4 : 0.5 + random() * 0.5,
        tags: variant === 'particle' ? [] : ['allergi'],
      }
    },
  },
  {
    key: 'engine-oil',
    id: 1862,
    tecdoc: true,
    nameNo: 'Motorolje',
    nameEn: 'Engine oil',
    weight: 4,
    priceKr: [449, 899],
    fit: 'maker-oil',
    variants: ['4', '5'],
    oe: false,
    brands: { CASTROL: ['15###?'], MOBIL: ['15####'], MOTUL: ['10####'], 'LIQUI MOLY': ['2####'] },
    describe: ({ variant, vehicle }) => {
      const [viscosity, spec] = OIL_SPECS[vehicle.engines] ?? ['5W-30', 'ACEA C3']
      const litres = Number(variant ?? 5)
      return {
        no: `${viscosity}, ${litres} l`,
        en: `${viscosity}, ${litres} l`,
        criteria: [
          label(C.viscosity, `SAE ${viscosity}`),
          measure(C.volume, litres, 'l'),
          label(C.specification, spec),
        ],
        priceLevel: litres === 5 ? 0.7 : 0.3,
      }
    },
  },
  {
    key: 'gear-oil',
    id: 900044,
    tecdoc: false,
    nameNo: 'Girolje',
    nameEn: 'Gear oil',
    weight: 1,
    priceKr: [149, 399],
    fit: 'gear-oil',
    oe: false,
    brands: {
      CASTROL: ['14###?'],
      MOTUL: ['10####'],
      'LIQUI MOLY': ['2####'],
      'FEBI BILSTEIN': ['#####'],
    },
    describe: ({ random }) => {
      const viscosity = pick(random, ['75W-90', '75W-80', '75W'])
      return {
        no: `${viscosity}, 1 l`,
        en: `${viscosity}, 1 l`,
        criteria: [
          label(C.viscosity, `SAE ${viscosity}`),
          measure(C.volume, 1, 'l'),
          label(C.specification, 'API GL-4'),
        ],
        priceLevel: random(),
      }
    },
  },
  {
    key: 'coolant',
    id: 900034,
    tecdoc: false,
    nameNo: 'Kjølevæske',
    nameEn: 'Coolant',
    weight: 1,
    priceKr: [149, 399],
    fit: 'maker-fluid',
    variants: ['concentrate', 'ready-mix'],
    oe: false,
    brands: {
      'FEBI BILSTEIN': ['#####'],
      'LIQUI MOLY': ['2####'],
      MOTUL: ['10####'],
      CASTROL: ['15###?'],
    },
    describe: ({ variant, vehicle }) => {
      const [spec, colour] = COOLANTS[vehicle.engines] ?? DEFAULT_COOLANT
      const concentrate = variant === 'concentrate'
      return {
        no: concentrate ? 'konsentrat, 1,5 l' : 'ferdigblandet −36 °C, 5 l',
        en: concentrate ? 'concentrate, 1.5 l' : 'ready-mixed −36 °C, 5 l',
        criteria: [
          label(C.specification, spec),
          label(['Farge', 'Colour'], colour),
          measure(C.volume, concentrate ? 1.5 : 5, 'l', concentrate ? 1 : 0),
        ],
        priceLevel: concentrate ? 0.3 : 0.8,
      }
    },
  },
  {
    key: 'brake-fluid',
    id: 900004,
    tecdoc: false,
    nameNo: 'Bremsevæske',
    nameEn: 'Brake fluid',
    weight: 1,
    priceKr: [99, 249],
    fit: 'maker-fluid',
    variants: ['0.5', '1'],
    oe: false,
    brands: {
      ATE: ['03.9901-####.2'],
      BOSCH: ['1 987 479 ###'],
      TRW: ['PFB###'],
      BREMBO: ['L 04 ###'],
      CASTROL: ['15###?'],
    },
    describe: ({ variant, vehicle }) => {
      const dot = vehicle.engines === 'VAG' || vehicle.engines === 'VOLVO' ? 'DOT 4 LV' : 'DOT 4'
      const litres = Number(variant ?? 1)
      return {
        no: `${dot}, ${litres.toFixed(1).replace('.', ',')} l`,
        en: `${dot}, ${litres.toFixed(1)} l`,
        criteria: [
          label(['Bremsevæskeklasse', 'Brake fluid class'], dot),
          measure(C.volume, litres, 'l', 1),
        ],
        priceLevel: litres,
      }
    },
  },
  {
    key: 'spark-plug',
    id: 686,
    tecdoc: true,
    nameNo: 'Tennplugg',
    nameEn: 'Spark plug',
    weight: 4,
    priceKr: [69, 299],
    fit: 'petrol-family',
    brands: {
      NGK: [
        'BKR{heat}E?',
        'ILKAR{heat}?##',
        'LKR{heat}?-##',
        'SILZKAR{heat}?##',
        'DCPR{heat}E?',
        '9####',
      ],
      BOSCH: ['0 242 2## ###'],
      DENSO: ['IKH##', 'VK##', '3####'],
      CHAMPION: ['OE###/T##'],
      BERU: ['Z ###', 'UXT ##'],
    },
    describe: ({ vehicle, random }) => {
      const modern = vehicle.from >= 201001
      const material: Names = modern
        ? ['Iridium', 'Iridium']
        : pick(random, [
            ['Platina', 'Platinum'],
            ['Nikkel', 'Nickel'],
          ])
      const heat = String(pick(random, [5, 6, 7, 8]))
      return {
        numberParts: { heat },
        criteria: [
          thread(modern ? 'M12x1,25' : 'M14x1,25'),
          measure(['Nøkkelvidde', 'Spanner size'], modern ? 14 : 16, 'mm'),
          measure(['Elektrodeavstand', 'Electrode gap'], sized(random, 0.7, 1.1, 0.1), 'mm', 1),
          label(['Elektrodemateriale', 'Electrode material'], material),
          label(['Varmetall', 'Heat range'], heat),
        ],
        priceLevel: modern ? 0.5 + random() * 0.5 : random() * 0.4,
      }
    },
  },
  {
    key: 'glow-plug',
    id: 243,
    tecdoc: true,
    nameNo: 'Gløderør',
    nameEn: 'Glow plug',
    weight: 2,
    priceKr: [149, 499],
    fit: 'diesel-family',
    brands: {
      BOSCH: ['0 250 2## ###', '0 250 403 ###'],
      BERU: ['GE ###', 'GN ###'],
      NGK: ['Y-####'],
      DENSO: ['DG-###'],
    },
    describe: ({ vehicle, random }) => {
      const ceramic = vehicle.from >= 201401
      return {
        criteria: [
          measure(C.voltage, ceramic ? 7 : 4.4, 'V', 1),
          thread(pick(random, ['M8x1', 'M10x1'])),
          measure(C.length, sized(random, 90, 150), 'mm'),
          label(
            ['Glødestift', 'Glow tip'],
            ceramic ? ['keramisk', 'ceramic'] : ['metall', 'metal'],
          ),
        ],
        priceLevel: ceramic ? 0.6 + random() * 0.4 : random() * 0.5,
      }
    },
  },
  {
    key: 'ignition-coil',
    id: 900035,
    tecdoc: false,
    nameNo: 'Tennspole',
    nameEn: 'Ignition coil',
    weight: 2,
    priceKr: [399, 1490],
    fit: 'petrol-family',
    brands: {
      BOSCH: ['0 986 221 ###', '0 221 504 ###'],
      BERU: ['ZSE ###'],
      NGK: ['U5###', 'U2###'],
      DENSO: ['DIC-0###'],
      DELPHI: ['GN10###-12B1'],
      'FEBI BILSTEIN': ['#####'],
    },
    describe: ({ random }) => ({
      criteria: [
        label(['Tennspoletype', 'Coil type'], ['Stavtennspole', 'Pencil coil']),
        measure(['Antall poler', 'Number of terminals'], pick(random, [3, 4]), null),
      ],
      priceLevel: random(),
    }),
  },
  ...beltParts(),
]

function belt(random: DescribeContext['random']): { ribs: number; length: number } {
  return { ribs: pick(random, [5, 6, 6, 6, 7]), length: sized(random, 850, 2550, 5) }
}

function beltParts(): PartType[] {
  const kit: Names = ['Registerreim, strammer, styrerull', 'Timing belt, tensioner, idler pulley']
  return [
    {
      key: 'v-ribbed-belt',
      id: 305,
      tecdoc: true,
      nameNo: 'Multirem',
      nameEn: 'V-ribbed belt',
      weight: 3,
      priceKr: [149, 549],
      fit: 'engine',
      brands: {
        GATES: ['{ribs}PK{len}', '{ribs}PK{len}SF'],
        CONTINENTAL: ['{ribs}PK{len}', '{ribs}PK{len} ELAST'],
        DAYCO: ['{ribs}PK{len}', '{ribs}PK{len}EE'],
        BOSCH: ['1 987 947 ###'],
        SKF: ['VKMV {ribs}PK{len}'],
      },
      describe: ({ random }) => {
        const { ribs, length } = belt(random)
        return {
          numberParts: { ribs: String(ribs), len: String(length) },
          no: `${ribs}PK${length}`,
          en: `${ribs}PK${length}`,
          criteria: [measure(C.ribs, ribs, null), measure(C.length, length, 'mm')],
          priceLevel: (length - 850) / 1700,
        }
      },
    },
    {
      key: 'idler-pulley',
      id: 310,
      tecdoc: true,
      nameNo: 'Styrerull, multirem',
      nameEn: 'Idler pulley, V-ribbed belt',
      weight: 1.5,
      priceKr: [199, 690],
      fit: 'engine',
      brands: {
        INA: ['532 0### 10'],
        SKF: ['VKM 3####'],
        GATES: ['T3####'],
        'FEBI BILSTEIN': ['#####'],
      },
      describe: ({ random }) => ({
        criteria: [
          measure(C.outerDiameter, sized(random, 60, 80), 'mm'),
          measure(C.width, sized(random, 24, 30), 'mm'),
        ],
        priceLevel: random(),
      }),
    },
    {
      key: 'timing-belt',
      id: 306,
      tecdoc: true,
      nameNo: 'Registerreim',
      nameEn: 'Timing belt',
      weight: 1.5,
      priceKr: [249, 799],
      fit: 'belt-engine',
      brands: {
        GATES: ['5###XS'],
        CONTINENTAL: ['CT####'],
        DAYCO: ['94###'],
        BOSCH: ['1 987 949 ###'],
      },
      describe: ({ random }) => ({
        criteria: [
          measure(C.teeth, sized(random, 110, 170), null),
          measure(C.width, pick(random, [17, 20, 22, 25, 27]), 'mm'),
        ],
        priceLevel: random(),
      }),
    },
    {
      key: 'timing-belt-kit',
      id: 307,
      tecdoc: true,
      nameNo: 'Registerreimsett',
      nameEn: 'Timing belt kit',
      weight: 3,
      priceKr: [990, 2990],
      fit: 'belt-engine',
      brands: {
        GATES: ['K0#####XS'],
        CONTINENTAL: ['CT####K#'],
        SKF: ['VKMA 0####'],
        INA: ['530 0### 10'],
        DAYCO: ['KTB###'],
      },
      describe: ({ random }) => ({
        criteria: [
          label(C.contents, kit),
          measure(C.teeth, sized(random, 110, 170), null),
          measure(C.width, pick(random, [20, 22, 25, 27]), 'mm'),
        ],
        priceLevel: random(),
      }),
    },
    {
      key: 'timing-belt-tensioner',
      id: 541,
      tecdoc: true,
      nameNo: 'Strammer, registerreim',
      nameEn: 'Tensioner, timing belt',
      weight: 1,
      priceKr: [399, 1290],
      fit: 'belt-engine',
      brands: { INA: ['531 0### 10'], SKF: ['VKM 1####'], GATES: ['T4####'], DAYCO: ['ATB2###'] },
      describe: ({ random }) => ({
        criteria: [
          measure(C.outerDiameter, sized(random, 55, 75), 'mm'),
          label(['Strammertype', 'Tensioner type'], ['Automatisk', 'Automatic']),
        ],
        priceLevel: random(),
      }),
    },
    {
      key: 'timing-chain-kit',
      id: 900036,
      tecdoc: false,
      nameNo: 'Registerkjedesett',
      nameEn: 'Timing chain kit',
      weight: 1.5,
      priceKr: [1990, 6990],
      fit: 'chain-engine',
      brands: {
        'FEBI BILSTEIN': ['#####'],
        INA: ['559 0### 10'],
        DAYCO: ['KTC####'],
        SKF: ['VKML 8####'],
      },
      describe: ({ random }) => ({
        criteria: [
          label(C.contents, [
            'Kjede, strammer, glideskinner, tannhjul',
            'Chain, tensioner, guides, sprockets',
          ]),
        ],
        priceLevel: random(),
      }),
    },
    {
      key: 'water-pump',
      id: 1260,
      tecdoc: true,
      nameNo: 'Vannpumpe',
      nameEn: 'Water pump',
      weight: 2.5,
      priceKr: [490, 1990],
      fit: 'engine',
      brands: {
        SKF: ['VKPC 8####'],
        GATES: ['WP0###'],
        'FEBI BILSTEIN': ['#####'],
        HEPU: ['P###'],
        MEYLE: ['### ### ####'],
        INA: ['538 0### 10'],
      },
      describe: ({ vehicle, random }) => ({
        criteria: [
          label(
            ['Drift', 'Drive'],
            vehicle.timingBelt ? ['Registerreim', 'Timing belt'] : ['Multirem', 'V-ribbed belt'],
          ),
          measure(
            ['Antall blader', 'Number of impeller blades'],
            pick(random, [6, 7, 8, 10]),
            null,
          ),
          label(['Med pakning', 'With gasket'], YES),
        ],
        priceLevel: random(),
      }),
    },
    {
      key: 'thermostat',
      id: 316,
      tecdoc: true,
      nameNo: 'Termostat',
      nameEn: 'Thermostat',
      weight: 2,
      priceKr: [249, 990],
      fit: 'engine',
      brands: {
        MAHLE: ['TX ## ##D', 'TM ## ###'],
        GATES: ['TH#####G1'],
        'FEBI BILSTEIN': ['#####'],
        MEYLE: ['### ### ####'],
      },
      describe: ({ random }) => {
        const housing = random() < 0.6
        const opening = pick(random, [83, 87, 88, 92, 95, 103, 105])
        return {
          no: `${opening} °C${housing ? ', med hus' : ''}`,
          en: `${opening} °C${housing ? ', with housing' : ''}`,
          criteria: [
            measure(['Åpningstemperatur', 'Opening temperature'], opening, '°C'),
            label(['Med hus', 'With housing'], housing ? YES : ['nei', 'no']),
          ],
          priceLevel: housing ? 0.5 + random() * 0.5 : random() * 0.4,
        }
      },
    },
    {
      key: 'radiator',
      id: 900033,
      tecdoc: false,
      nameNo: 'Radiator',
      nameEn: 'Radiator',
      weight: 1.5,
      priceKr: [1290, 4990],
      fit: 'climate',
      brands: { NISSENS: ['6####'], MAHLE: ['CR #### 000S'], VALEO: ['73####'], NRF: ['5####'] },
      describe: ({ random }) => ({
        criteria: [
          measure(['Nettolengde', 'Core length'], sized(random, 500, 760, 5), 'mm'),
          measure(['Nettohøyde', 'Core height'], sized(random, 350, 500, 5), 'mm'),
          measure(C.thickness, sized(random, 16, 32), 'mm'),
          label(['Materiale', 'Material'], ['Aluminium', 'Aluminium']),
        ],
        priceLevel: random(),
      }),
    },
    {
      key: 'engine-heater',
      id: 900043,
      tecdoc: false,
      nameNo: 'Motorvarmer',
      nameEn: 'Engine heater',
      weight: 1,
      priceKr: [690, 1490],
      fit: 'engine',
      oe: false,
      brands: { DEFA: ['411###'], CALIX: ['MV ####'] },
      describe: ({ vehicle, random }) => {
        const watts = (vehicle.ccm ?? 0) > 2000 ? 750 : pick(random, [550, 650])
        return {
          no: `${watts} W`,
          en: `${watts} W`,
          criteria: [
            measure(C.power, watts, 'W'),
            measure(C.voltage, 230, 'V'),
            label(['Montering', 'Fitting'], ['I motorblokk', 'In engine block']),
          ],
          priceLevel: (watts - 550) / 200,
          tags: ['vinter'],
        }
      },
    },
  ]
}
