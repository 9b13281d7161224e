/**
 * Service parts: filters, oils and fluids, ignition, belts and chains, engine cooling.
 * Names, prices and brand number formats are in part-types-service.json; the formats follow
 * each brand's own scheme (syntax in article-numbers.ts); `form|` in front of a format limits
 * it to articles of that form (e.g. insert filters).
 */
import type { DescribeContext, Description, Names, PartType } from './part-type-model'
import { C, label, measure, sized, thread, YES } from './part-type-model'
import { partTypesFrom } from './part-type-data'
import table from './part-types-service.json' with { type: 'json' }
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
  const spin = isSpinOn(vehicle)
  const [no, en]: Names = spin
    ? ['skrufilter', 'spin-on filter']
    : ['filterinnsats', 'filter insert']
  return {
    form: spin ? 'spin' : 'insert',
    numberParts: { bp: bluePrint(vehicle) },
    no,
    en,
    criteria: [
      label(C.design, spin ? ['Skrufilter', 'Spin-on filter'] : ['Filterinnsats', 'Filter insert']),
      measure(C.height, spin ? sized(random, 65, 125) : sized(random, 60, 145), 'mm'),
      measure(C.outerDiameter, spin ? sized(random, 66, 93) : sized(random, 52, 85), 'mm'),
      spin
        ? thread(vehicle.jisBattery ? '3/4"-16 UNF' : 'M20x1,5')
        : measure(C.innerDiameter, sized(random, 20, 32), 'mm'),
    ],
    priceLevel: spin ? random() * 0.6 : 0.3 + random() * 0.7,
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

function belt(random: DescribeContext['random']): { ribs: number; length: number } {
  return { ribs: pick(random, [5, 6, 6, 6, 7]), length: sized(random, 850, 2550, 5) }
}

const TIMING_BELT_KIT: Names = [
  'Registerreim, strammer, styrerull',
  'Timing belt, tensioner, idler pulley',
]

export const SERVICE_PART_TYPES: readonly PartType[] = partTypesFrom(table, {
  'oil-filter': oilFilter,
  'air-filter': ({ vehicle, random }) => ({
    numberParts: { bp: bluePrint(vehicle) },
    criteria: [
      label(C.design, ['Filterinnsats', 'Filter insert']),
      ...panelFilter(random, 180, 380),
    ],
    priceLevel: random(),
  }),
  'fuel-filter': ({ vehicle, random }) => {
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
  'cabin-filter': ({ variant, vehicle, random }) => {
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
  'engine-oil': ({ variant, vehicle }) => {
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
  'gear-oil': ({ random }) => {
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
  coolant: ({ variant, vehicle }) => {
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
  'brake-fluid': ({ variant, vehicle }) => {
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
  'spark-plug': ({ vehicle, random }) => {
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
  'glow-plug': ({ vehicle, random }) => {
    const ceramic = vehicle.from >= 201401
    return {
      criteria: [
        measure(C.voltage, ceramic ? 7 : 4.4, 'V', 1),
        thread(pick(random, ['M8x1', 'M10x1'])),
        measure(C.length, sized(random, 90, 150), 'mm'),
        label(['Glødestift', 'Glow tip'], ceramic ? ['keramisk', 'ceramic'] : ['metall', 'metal']),
      ],
      priceLevel: ceramic ? 0.6 + random() * 0.4 : random() * 0.5,
    }
  },
  'ignition-coil': ({ random }) => ({
    criteria: [
      label(['Tennspoletype', 'Coil type'], ['Stavtennspole', 'Pencil coil']),
      measure(['Antall poler', 'Number of terminals'], pick(random, [3, 4]), null),
    ],
    priceLevel: random(),
  }),
  'v-ribbed-belt': ({ random }) => {
    const { ribs, length } = belt(random)
    return {
      numberParts: { ribs: String(ribs), len: String(length) },
      no: `${ribs}PK${length}`,
      en: `${ribs}PK${length}`,
      criteria: [measure(C.ribs, ribs, null), measure(C.length, length, 'mm')],
      priceLevel: (length - 850) / 1700,
    }
  },
  'idler-pulley': ({ random }) => ({
    criteria: [
      measure(C.outerDiameter, sized(random, 60, 80), 'mm'),
      measure(C.width, sized(random, 24, 30), 'mm'),
    ],
    priceLevel: random(),
  }),
  'timing-belt': ({ random }) => ({
    criteria: [
      measure(C.teeth, sized(random, 110, 170), null),
      measure(C.width, pick(random, [17, 20, 22, 25, 27]), 'mm'),
    ],
    priceLevel: random(),
  }),
  'timing-belt-kit': ({ random }) => ({
    criteria: [
      label(C.contents, TIMING_BELT_KIT),
      measure(C.teeth, sized(random, 110, 170), null),
      measure(C.width, pick(random, [20, 22, 25, 27]), 'mm'),
    ],
    priceLevel: random(),
  }),
  'timing-belt-tensioner': ({ random }) => ({
    criteria: [
      measure(C.outerDiameter, sized(random, 55, 75), 'mm'),
      label(['Strammertype', 'Tensioner type'], ['Automatisk', 'Automatic']),
    ],
    priceLevel: random(),
  }),
  'timing-chain-kit': ({ random }) => ({
    criteria: [
      label(C.contents, [
        'Kjede, strammer, glideskinner, tannhjul',
        'Chain, tensioner, guides, sprockets',
      ]),
    ],
    priceLevel: random(),
  }),
  'water-pump': ({ vehicle, random }) => ({
    criteria: [
      label(
        ['Drift', 'Drive'],
        vehicle.timingBelt ? ['Registerreim', 'Timing belt'] : ['Multirem', 'V-ribbed belt'],
      ),
      measure(['Antall blader', 'Number of impeller blades'], pick(random, [6, 7, 8, 10]), null),
      label(['Med pakning', 'With gasket'], YES),
    ],
    priceLevel: random(),
  }),
  thermostat: ({ random }) => {
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
  radiator: ({ random }) => ({
    criteria: [
      measure(['Nettolengde', 'Core length'], sized(random, 500, 760, 5), 'mm'),
      measure(['Nettohøyde', 'Core height'], sized(random, 350, 500, 5), 'mm'),
      measure(C.thickness, sized(random, 16, 32), 'mm'),
      label(['Materiale', 'Material'], ['Aluminium', 'Aluminium']),
    ],
    priceLevel: random(),
  }),
  'engine-heater': ({ vehicle, random }) => {
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
})
