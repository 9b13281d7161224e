/**
 * Chassis parts: brakes, suspension, steering, wheel bearings and drive shafts. Sizes come
 * from the application's brake tier (vehicles.ts) so every brand's disc for the same cars
 * has the same diameter. Names, prices and brand number formats: part-types-chassis.json.
 */
import type { Criterion, DescribeContext, Description, Names, PartType } from './part-type-model'
import {
  C,
  fittingPosition,
  label,
  measure,
  sideNames,
  sized,
  thread,
  YES,
} from './part-type-model'
import { partTypesFrom } from './part-type-data'
import { bluePrint } from './part-types-service'
import table from './part-types-chassis.json' with { type: 'json' }
import { pick } from './seeded-random'

/** Candidate disc diameters (mm) per brake tier 0 … 4. */
const FRONT_DISCS = [
  [239, 256, 260],
  [276, 280, 288],
  [300, 310, 312, 314],
  [320, 330, 340, 345],
  [350, 360, 370, 380],
]
const REAR_DISCS = [
  [230, 232, 245],
  [249, 253, 260],
  [272, 280, 282, 300],
  [300, 310, 320, 330],
  [330, 345, 350],
]

/** Thickness (mm) of vented discs per brake tier: bigger discs are thicker. */
const FRONT_THICKNESS = [20, 22, 25, 30, 34]
const REAR_THICKNESS = [18, 20, 20, 22, 24]

/** Wheel-hub centring bore (mm) by engine family, as the makers' hubs have it. */
const CENTRING: Record<string, number> = {
  VAG: 65,
  BMW: 72.6,
  MB: 66.6,
  TMC: 60.1,
  VOLVO: 65.1,
  FORD: 63.4,
  PSA: 65.1,
  RN: 60.1,
  GM: 65.1,
  HMG: 67.1,
  MAZDA: 67.1,
  HONDA: 64.1,
  SUBARU: 56.1,
  MITSUBISHI: 67.1,
  SUZUKI: 60.1,
  TESLA: 64.1,
  JLR: 63.4,
  FIAT: 58.1,
  SAIC: 56.6,
  BYD: 66.5,
}

const level = ({ vehicle, random }: DescribeContext) => (vehicle.brakeTier + random()) / 5

function brakeDisc(context: DescribeContext): Description {
  const { variant, vehicle, random } = context
  const front = variant !== 'rear'
  const diameter = pick(random, (front ? FRONT_DISCS : REAR_DISCS)[vehicle.brakeTier] ?? [300])
  const vented = front || vehicle.brakeTier >= 3
  const thickness = vented
    ? ((front ? FRONT_THICKNESS : REAR_THICKNESS)[vehicle.brakeTier] ?? 25)
    : pick(random, [9, 10, 12])
  const [no, en] = sideNames(variant, 'front')
  return {
    form: vented ? 'vented' : 'solid',
    numberParts: { bp: bluePrint(vehicle) },
    no: `${no}, ${vented ? 'ventilert' : 'massiv'}, Ø ${diameter} mm`,
    en: `${en}, ${vented ? 'vented' : 'solid'}, Ø ${diameter} mm`,
    criteria: [
      fittingPosition(variant, 'front'),
      measure(C.diameter, diameter, 'mm'),
      measure(C.thickness, thickness, 'mm'),
      measure(['Minste tykkelse', 'Minimum thickness'], thickness - 2, 'mm'),
      label(
        ['Bremseskivetype', 'Brake disc type'],
        vented ? ['Ventilert', 'Vented'] : ['Massiv', 'Solid'],
      ),
      measure(
        ['Sentreringsdiameter', 'Centring diameter'],
        CENTRING[vehicle.engines] ?? 65,
        'mm',
        1,
      ),
      measure(['Antall hull', 'Number of holes'], vehicle.brakeTier === 0 ? 4 : 5, null),
      measure(['Antall', 'Quantity'], 2, null),
    ],
    priceLevel: level(context),
  }
}

function brakePads(context: DescribeContext): Description {
  const { variant, vehicle, random } = context
  const front = variant !== 'rear'
  const indicator: Names =
    vehicle.engines === 'BMW' || vehicle.engines === 'MB' || vehicle.engines === 'VAG'
      ? ['forberedt for slitasjevarsler', 'prepared for wear indicator']
      : ['akustisk slitasjevarsler', 'acoustic wear indicator']
  const [no, en] = sideNames(variant, 'front')
  return {
    numberParts: { bp: bluePrint(vehicle) },
    no,
    en,
    criteria: [
      fittingPosition(variant, 'front'),
      measure(C.width, sized(random, front ? 120 : 90, front ? 165 : 125, 0.1), 'mm', 1),
      measure(C.height, sized(random, 50, 75, 0.1), 'mm', 1),
      measure(C.thickness, sized(random, 16, 20, 0.5), 'mm', 1),
      label(['Slitasjevarsler', 'Wear indicator'], indicator),
    ],
    priceLevel: level(context),
  }
}

/** A chassis part made per axle or side, with a few sizes. */
function chassis(extra: (context: DescribeContext) => Criterion[]) {
  return (context: DescribeContext): Description => {
    const [no, en] = sideNames(context.variant, 'front')
    return {
      no: context.variant ? no : undefined,
      en: context.variant ? en : undefined,
      criteria: [
        ...(context.variant ? [fittingPosition(context.variant, 'front')] : []),
        ...extra(context),
      ],
      priceLevel: level(context),
    }
  }
}

export const CHASSIS_PART_TYPES: readonly PartType[] = partTypesFrom(table, {
  'brake-disc': brakeDisc,
  'brake-pad-set': brakePads,
  'brake-caliper': (context) => ({
    ...chassis(({ vehicle, random }) => [
      measure(
        ['Stempeldiameter', 'Piston diameter'],
        sized(random, 38, 44 + vehicle.brakeTier * 4),
        'mm',
      ),
      label(C.exchange, YES),
    ])(context),
    tags: ['pant'],
  }),
  'brake-shoe-set': chassis(({ random }) => [
    measure(
      ['Trommeldiameter', 'Drum diameter'],
      pick(random, [180, 200, 203, 228, 230, 254]),
      'mm',
    ),
    measure(C.width, sized(random, 30, 45), 'mm'),
  ]),
  'abs-sensor': chassis(({ vehicle, random }) => [
    measure(C.length, sized(random, 300, 1100, 5), 'mm'),
    label(
      ['Sensortype', 'Sensor type'],
      vehicle.from >= 200601 ? ['Aktiv (Hall)', 'Active (Hall)'] : ['Induktiv', 'Inductive'],
    ),
  ]),
  'shock-absorber': chassis(({ variant, random }) => [
    label(['Støtdempertype', 'Shock absorber type'], ['Gasstrykk', 'Gas pressure']),
    label(
      C.design,
      variant === 'front'
        ? ['Fjærbein', 'Suspension strut']
        : ['Teleskopstøtdemper', 'Telescopic shock absorber'],
    ),
    label(
      ['Støtdempersystem', 'Shock absorber system'],
      random() < 0.2 ? ['Enrør', 'Mono-tube'] : ['Tvillingrør', 'Twin-tube'],
    ),
    measure(['Lengde, utstrakt', 'Length, extended'], sized(random, 420, 620, 5), 'mm'),
  ]),
  'coil-spring': (context) => ({
    ...chassis(({ random }) => [
      measure(['Tråddiameter', 'Wire diameter'], sized(random, 10.5, 15.5, 0.5), 'mm', 1),
      measure(C.length, sized(random, 250, 420, 5), 'mm'),
      label(
        ['Fjærtype', 'Spring type'],
        random() < 0.5 ? ['Konstant stigning', 'Constant pitch'] : ['Progressiv', 'Progressive'],
      ),
    ])(context),
    form: context.variant ?? 'front',
  }),
  'strut-mount': chassis(({ random }) => [
    label(['Med kulelager', 'With ball bearing'], random() < 0.7 ? YES : ['nei', 'no']),
  ]),
  'control-arm': chassis(({ vehicle, random }) => [
    label(['Lenkertype', 'Arm type'], ['Tverrlenker', 'Track control arm']),
    label(
      ['Materiale', 'Material'],
      vehicle.size === 'D' || vehicle.size === 'E' ? ['Aluminium', 'Aluminium'] : ['Stål', 'Steel'],
    ),
    label(['Med kuleledd', 'With ball joint'], random() < 0.7 ? YES : ['nei', 'no']),
  ]),
  'ball-joint': chassis(({ random }) => [
    thread(pick(random, ['M12x1,5', 'M14x1,5'])),
    measure(['Konusmål', 'Cone size'], sized(random, 15, 20), 'mm'),
  ]),
  'stabiliser-link': chassis(({ random }) => [
    measure(C.length, sized(random, 100, 350, 5), 'mm'),
    thread('M10x1,5'),
  ]),
  'wheel-bearing-kit': chassis(({ random }) => [
    measure(C.outerDiameter, sized(random, 72, 90), 'mm'),
    measure(C.innerDiameter, sized(random, 35, 45), 'mm'),
    measure(C.width, sized(random, 35, 45), 'mm'),
    label(['Med ABS-sensorring', 'With ABS sensor ring'], YES),
  ]),
  'tie-rod-end': chassis(({ random }) => [
    thread(pick(random, ['M12x1,5', 'M14x1,5', 'M16x1,5'])),
    measure(C.length, sized(random, 80, 180), 'mm'),
  ]),
  'inner-tie-rod': chassis(({ random }) => [
    measure(C.length, sized(random, 200, 350), 'mm'),
    thread('M14x1,5'),
  ]),
  'drive-shaft': chassis(({ random }) => [
    measure(C.length, sized(random, 480, 980, 5), 'mm'),
    measure(['Antall tenner, ABS-ring', 'ABS ring teeth'], pick(random, [45, 48]), null),
  ]),
  'cv-joint': chassis(({ random }) => [
    measure(['Utvendig fortanning', 'External teeth'], sized(random, 22, 36), null),
    measure(['Innvendig fortanning', 'Internal teeth'], sized(random, 22, 36), null),
  ]),
  'cv-boot': ({ variant, random }) => ({
    no: variant === 'wheel' ? 'hjulside' : 'girside',
    en: variant === 'wheel' ? 'wheel side' : 'gearbox side',
    criteria: [
      measure(C.height, sized(random, 90, 140), 'mm'),
      measure(C.innerDiameter, sized(random, 20, 30), 'mm'),
      measure(C.outerDiameter, sized(random, 75, 95), 'mm'),
      label(['Materiale', 'Material'], ['Termoplast', 'Thermoplastic']),
    ],
    priceLevel: random(),
  }),
})
