/**
 * Electrical parts, lights, mirrors, wipers and charging cables. Batteries follow
 * battery-sizes.ts (electric cars get a 12 V auxiliary battery); alternators and starters
 * come new or as exchange units with a deposit (tag `pant`). Names, prices and brand number
 * formats: part-types-electrical.json.
 */
import { batteryCase, batteryFor, coldCrankingAmps, etnPrefix } from './battery-sizes'
import type { DescribeContext, Description, Names, PartType } from './part-type-model'
import { C, fittingPosition, label, measure, sideNames, sized, YES } from './part-type-model'
import { partTypesFrom } from './part-type-data'
import table from './part-types-electrical.json' with { type: 'json' }
import { pick } from './seeded-random'

const TECHNOLOGY: Record<string, Names> = {
  AGM: ['AGM', 'AGM'],
  EFB: ['EFB', 'EFB'],
  STD: ['Standard (blysyre)', 'Standard (lead-acid)'],
}

function battery({ vehicle }: DescribeContext): Description {
  const choice = batteryFor(vehicle)
  const box = batteryCase(choice)
  const cca = coldCrankingAmps(choice)
  const auxiliary = vehicle.fuel === 'electric' || vehicle.fuel === 'hybrid'
  const technology = choice.technology === 'STD' ? '' : ` ${choice.technology}`
  return {
    form: choice.technology,
    numberParts: {
      etn: etnPrefix(choice.ah),
      cca: String(cca / 10).padStart(3, '0'),
      ah: String(choice.ah),
    },
    no: `${auxiliary ? '12 V hjelpebatteri' : '12 V'} ${choice.ah} Ah${technology}`,
    en: `${auxiliary ? '12 V auxiliary battery' : '12 V'} ${choice.ah} Ah${technology}`,
    criteria: [
      measure(C.voltage, 12, 'V'),
      measure(['Kapasitet', 'Capacity'], choice.ah, 'Ah'),
      measure(['Kaldstartstrøm (EN)', 'Cold cranking current (EN)'], cca, 'A'),
      label(['Batteriteknologi', 'Battery technology'], TECHNOLOGY[choice.technology] ?? ['', '']),
      label(['Kassestørrelse', 'Case size'], box.code),
      measure(C.length, box.l, 'mm'),
      measure(C.width, box.w, 'mm'),
      measure(C.height, box.h, 'mm'),
      label(['Polplassering', 'Terminal layout'], choice.jis ? '1' : '0'),
    ],
    priceLevel: (choice.ah - 35) / 60 + (choice.technology === 'AGM' ? 0.25 : 0),
    tags: [
      ...(vehicle.fuel === 'electric' ? ['elbil'] : []),
      ...(choice.technology !== 'STD' && vehicle.engineFuel ? ['start-stopp'] : []),
    ],
  }
}

/** New or exchange unit (the old one goes back; a deposit is refunded). */
function exchangeUnit(
  variant: string | null,
  criteria: Description['criteria'],
  level: number,
): Description {
  const reman = variant === 'reman'
  return {
    form: reman ? 'reman' : 'new',
    no: reman ? 'utbytte' : 'ny',
    en: reman ? 'exchange unit' : 'new',
    criteria: [...criteria, label(C.exchange, reman ? YES : ['nei', 'no'])],
    priceLevel: reman ? level * 0.6 : 0.3 + level * 0.7,
    tags: reman ? ['pant'] : [],
  }
}

const ALTERNATOR_AMPS = [90, 110, 120, 140, 150, 180, 200, 220]

/** Bulb type → [socket, watts, volts, Osram base number, Philips base number]. */
const BULBS: Record<string, readonly [string, string, number, string, string]> = {
  H7: ['PX26d', '55', 12, '64210', '12972'],
  H4: ['P43t', '60/55', 12, '64193', '12342'],
  H11: ['PGJ19-2', '55', 12, '64211', '12362'],
  H1: ['P14.5s', '55', 12, '64150', '12258'],
  D1S: ['PK32d-2', '35', 85, '66140', '85415'],
  D3S: ['PK32d-5', '35', 42, '66340', '42403'],
}

const BULB_LINES: Record<string, readonly [no: string, en: string, level: number]> = {
  standard: ['standard', 'standard', 0.1],
  performance: ['+150 % mer lys', '+150 % more light', 0.7],
  'long-life': ['lang levetid', 'long life', 0.4],
}

function lamp(context: DescribeContext, led: number): Description {
  const [no, en] = sideNames(context.variant, 'left')
  const bulb = context.vehicle.headlightBulb
  const tech: Names =
    bulb === null
      ? ['LED', 'LED']
      : bulb.startsWith('D')
        ? ['Xenon', 'Xenon']
        : ['Halogen', 'Halogen']
  return {
    form: context.variant ?? 'left',
    no,
    en,
    criteria: [
      fittingPosition(context.variant, 'left'),
      label(['Lysteknikk', 'Lighting technology'], tech),
    ],
    priceLevel: bulb === null ? led + context.random() * (1 - led) : context.random() * led,
  }
}

const CHARGING: Record<string, readonly [plug: string, kW: number, amps: number, phases: number]> =
  {
    '7': ['Type 1 – Type 2', 7.4, 32, 1],
    '11': ['Type 2 – Type 2', 11, 16, 3],
    '22': ['Type 2 – Type 2', 22, 32, 3],
  }

export const ELECTRICAL_PART_TYPES: readonly PartType[] = partTypesFrom(table, {
  battery: battery,
  alternator: ({ variant, vehicle, random }) => {
    const wanted =
      90 +
      ((vehicle.ccm ?? 0) > 1600 ? 30 : 0) +
      (vehicle.engineFuel === 'diesel' ? 30 : 0) +
      (vehicle.size === 'D' || vehicle.size === 'E' ? 30 : 0) +
      (vehicle.from >= 201101 ? 20 : 0)
    const amps = ALTERNATOR_AMPS.find((a) => a >= wanted) ?? 220
    return exchangeUnit(
      variant,
      [
        measure(C.voltage, 14, 'V'),
        measure(['Ladestrøm', 'Charging current'], amps, 'A'),
        measure(C.ribs, 6, null),
        label(
          ['Frihjulsremskive', 'Overrunning pulley'],
          vehicle.engineFuel === 'diesel' || random() < 0.4 ? YES : ['nei', 'no'],
        ),
      ],
      (amps - 90) / 130,
    )
  },
  starter: ({ variant, vehicle, random }) => {
    const kW =
      vehicle.engineFuel === 'diesel' ? sized(random, 1.7, 2.2, 0.1) : sized(random, 0.9, 1.4, 0.1)
    return exchangeUnit(
      variant,
      [
        measure(C.voltage, 12, 'V'),
        measure(C.power, kW, 'kW', 1),
        measure(C.teeth, sized(random, 9, 13), null),
      ],
      (kW - 0.9) / 1.3,
    )
  },
  'headlight-bulb': ({ variant, key }) => {
    const [socket, watts, volts, osram, philips] = BULBS[key] ?? BULBS.H7 ?? ['', '', 12, '', '']
    const [lineNo, lineEn, lineLevel] = BULB_LINES[variant ?? 'standard'] ?? ['', '', 0]
    const xenon = key.startsWith('D')
    return {
      form: variant ?? 'standard',
      numberParts: { osram, philips },
      no: `${key} ${volts} V ${watts} W, ${lineNo}`,
      en: `${key} ${volts} V ${watts} W, ${lineEn}`,
      criteria: [
        label(['Lampetype', 'Bulb type'], key),
        label(['Sokkel', 'Socket'], socket),
        label(C.power, `${watts} W`),
        measure(C.voltage, volts, 'V'),
        measure(
          ['Fargetemperatur', 'Colour temperature'],
          xenon ? 4300 : variant === 'performance' ? 3700 : 3200,
          'K',
        ),
      ],
      priceLevel: Math.min(1, lineLevel + (xenon ? 0.4 : 0)),
    }
  },
  headlight: (context) => lamp(context, 0.5),
  'tail-light': (context) => lamp(context, 0.4),
  'mirror-glass': ({ variant, random }) => {
    const [no, en] = sideNames(variant, 'left')
    return {
      form: variant ?? 'left',
      no,
      en,
      criteria: [
        fittingPosition(variant, 'left'),
        label(['Oppvarmet', 'Heated'], YES),
        label(
          ['Glassform', 'Glass shape'],
          variant === 'left' ? ['asfærisk', 'aspherical'] : ['konveks', 'convex'],
        ),
      ],
      priceLevel: random(),
    }
  },
  'wiper-blades': ({ random }) => {
    const driver = sized(random, 550, 750, 25)
    const passenger = sized(random, 350, Math.min(550, driver), 25)
    return {
      no: `${driver}/${passenger} mm`,
      en: `${driver}/${passenger} mm`,
      criteria: [
        measure(['Lengde førerside', 'Length, driver side'], driver, 'mm'),
        measure(['Lengde passasjerside', 'Length, passenger side'], passenger, 'mm'),
        label(['Viskertype', 'Wiper type'], ['Flatblad', 'Flat blade']),
        measure(['Antall', 'Quantity'], 2, null),
      ],
      priceLevel: (driver - 550) / 200,
      tags: ['vinter'],
    }
  },
  'rear-wiper-blade': ({ random }) => {
    const length = sized(random, 250, 400, 25)
    return {
      no: `${length} mm`,
      en: `${length} mm`,
      criteria: [measure(C.length, length, 'mm')],
      priceLevel: random(),
    }
  },
  'charging-cable': ({ variant, random }) => {
    const [plug, kW, amps, phases] = CHARGING[variant ?? '11'] ?? ['', 0, 0, 0]
    const metres = pick(random, [5, 7.5])
    const kWText = String(kW)
    return {
      no: `${plug}, ${kWText.replace('.', ',')} kW, ${String(metres).replace('.', ',')} m`,
      en: `${plug}, ${kWText} kW, ${metres} m`,
      criteria: [
        label(['Pluggtype', 'Plug type'], plug),
        measure(['Ladeeffekt', 'Charging power'], kW, 'kW', kW % 1 === 0 ? 0 : 1),
        measure(['Strømstyrke', 'Current'], amps, 'A'),
        measure(['Faser', 'Phases'], phases, null),
        measure(C.length, metres, 'm', metres % 1 === 0 ? 0 : 1),
      ],
      priceLevel: kW / 22,
      tags: ['elbil'],
    }
  },
})
