/**
 * Chassis parts: brakes, suspension, steering, wheel bearings and drive shafts. Sizes come
 * from the application's brake tier (vehicles.ts) so every brand's disc for the same cars
 * has the same diameter. Formats: see article-numbers.ts.
 */
import {
  C,
  type Criterion,
  type DescribeContext,
  type Description,
  label,
  measure,
  type Names,
  POSITION_NAMES,
  type PartType,
  SIDE_NAMES,
  sized,
  thread,
  YES,
} from './part-type-model'
import { bluePrint } from './part-types-service'
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

const side = (variant: string | null): Names => SIDE_NAMES[variant ?? 'front'] ?? ['', '']
const position = (variant: string | null): Criterion =>
  label(C.position, POSITION_NAMES[variant ?? 'front'] ?? ['', ''])
const level = ({ vehicle, random }: DescribeContext) => (vehicle.brakeTier + random()) / 5

function brakeDisc(context: DescribeContext): Description {
  const { variant, vehicle, random } = context
  const front = variant !== 'rear'
  const diameter = pick(random, (front ? FRONT_DISCS : REAR_DISCS)[vehicle.brakeTier] ?? [300])
  const vented = front || vehicle.brakeTier >= 3
  const thickness = vented
    ? ((front ? FRONT_THICKNESS : REAR_THICKNESS)[vehicle.brakeTier] ?? 25)
    : pick(random, [9, 10, 12])
  const [no, en] = side(variant)
  return {
    form: vented ? 'vented' : 'solid',
    numberParts: { bp: bluePrint(vehicle) },
    no: `${no}, ${vented ? 'ventilert' : 'massiv'}, Ø ${diameter} mm`,
    en: `${en}, ${vented ? 'vented' : 'solid'}, Ø ${diameter} mm`,
    criteria: [
      position(variant),
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
  const [no, en] = side(variant)
  return {
    numberParts: { bp: bluePrint(vehicle) },
    no,
    en,
    criteria: [
      position(variant),
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
    const [no, en] = side(context.variant)
    return {
      no: context.variant ? no : undefined,
      en: context.variant ? en : undefined,
      criteria: [...(context.variant ? [position(context.variant)] : []), ...extra(context)],
      priceLevel: level(context),
    }
  }
}

export const CHASSIS_PART_TYPES: readonly PartType[] = [
  {
    key: 'brake-disc',
    id: 82,
    tecdoc: true,
    nameNo: 'Bremseskiver',
    nameEn: 'Brake discs',
    weight: 9,
    priceKr: [450, 1900],
    fit: 'brakes',
    variants: ['front', 'rear'],
    brands: {
      BREMBO: ['vented|09.?###.1#', 'solid|08.?###.1#'],
      ATE: ['vented|24.012#-####.1', 'solid|24.011#-####.1'],
      TRW: ['DF####', 'DF####S'],
      ZIMMERMANN: ['###.####.20'],
      TEXTAR: ['92######03'],
      BOSCH: ['0 986 479 ###', '0 986 478 ###'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
      'BLUE PRINT': ['{bp}#43##'],
    },
    describe: brakeDisc,
  },
  {
    key: 'brake-pad-set',
    id: 402,
    tecdoc: true,
    nameNo: 'Bremseklosser',
    nameEn: 'Brake pad set',
    weight: 9,
    priceKr: [299, 1290],
    fit: 'brakes',
    variants: ['front', 'rear'],
    brands: {
      BREMBO: ['P ## ###'],
      ATE: ['13.0460-####.2'],
      TRW: ['GDB####'],
      TEXTAR: ['2####01'],
      BOSCH: ['0 986 494 ###', '0 986 424 ###'],
      FERODO: ['FDB####'],
      ZIMMERMANN: ['2####.###.1'],
      MEYLE: ['025 ### ####/PD'],
      'BLUE PRINT': ['{bp}#42##'],
    },
    describe: brakePads,
  },
  {
    key: 'brake-caliper',
    id: 900001,
    tecdoc: false,
    nameNo: 'Bremsekaliper',
    nameEn: 'Brake caliper',
    weight: 1.5,
    priceKr: [990, 3490],
    fit: 'brakes',
    variants: ['front', 'rear'],
    brands: {
      ATE: ['24.3###-####.5'],
      TRW: ['BHN###E'],
      BOSCH: ['0 986 135 ###'],
      BREMBO: ['F ## ###'],
    },
    describe: (context) => ({
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
  },
  {
    key: 'brake-shoe-set',
    id: 900002,
    tecdoc: false,
    nameNo: 'Bremsebakker, sett',
    nameEn: 'Brake shoe set',
    weight: 1,
    priceKr: [349, 899],
    fit: 'drum-brakes',
    variants: ['rear'],
    brands: {
      ATE: ['03.0137-####.2'],
      TRW: ['GS####'],
      BOSCH: ['0 986 487 ###'],
      TEXTAR: ['91######'],
      FERODO: ['FSB###'],
    },
    describe: chassis(({ random }) => [
      measure(
        ['Trommeldiameter', 'Drum diameter'],
        pick(random, [180, 200, 203, 228, 230, 254]),
        'mm',
      ),
      measure(C.width, sized(random, 30, 45), 'mm'),
    ]),
  },
  {
    key: 'abs-sensor',
    id: 900003,
    tecdoc: false,
    nameNo: 'ABS-sensor',
    nameEn: 'Wheel speed sensor',
    weight: 1.5,
    priceKr: [299, 1190],
    fit: 'platform',
    variants: ['front', 'rear'],
    brands: {
      BOSCH: ['0 986 594 ###'],
      ATE: ['24.0711-####.3'],
      TRW: ['GBS####'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
      HELLA: ['6PU 0## ###-###'],
    },
    describe: chassis(({ vehicle, random }) => [
      measure(C.length, sized(random, 300, 1100, 5), 'mm'),
      label(
        ['Sensortype', 'Sensor type'],
        vehicle.from >= 200601 ? ['Aktiv (Hall)', 'Active (Hall)'] : ['Induktiv', 'Inductive'],
      ),
    ]),
  },
  {
    key: 'shock-absorber',
    id: 854,
    tecdoc: true,
    nameNo: 'Støtdemper',
    nameEn: 'Shock absorber',
    weight: 4,
    priceKr: [590, 2490],
    fit: 'chassis',
    variants: ['front', 'rear'],
    brands: {
      SACHS: ['31# ###', '55# ###'],
      BILSTEIN: ['22-######', '24-######', '19-######'],
      MONROE: ['G####', 'E####'],
      KYB: ['33####', '34####'],
    },
    describe: chassis(({ variant, random }) => [
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
  },
  {
    key: 'coil-spring',
    id: 900005,
    tecdoc: false,
    nameNo: 'Spiralfjær',
    nameEn: 'Coil spring',
    weight: 2,
    priceKr: [490, 1490],
    fit: 'chassis',
    variants: ['front', 'rear'],
    brands: {
      LESJÖFORS: ['front|40#####', 'rear|42#####'],
      SACHS: ['99# ###'],
      KYB: ['R?####'],
      MONROE: ['SP####'],
      BILSTEIN: ['36-######'],
    },
    describe: (context) => ({
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
  },
  {
    key: 'strut-mount',
    id: 900006,
    tecdoc: false,
    nameNo: 'Fjærbeinslager',
    nameEn: 'Strut mount',
    weight: 1.5,
    priceKr: [290, 990],
    fit: 'platform',
    variants: ['front'],
    brands: {
      SKF: ['VKDA 3####'],
      SACHS: ['802 ###'],
      MONROE: ['MK###'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
    },
    describe: chassis(({ random }) => [
      label(['Med kulelager', 'With ball bearing'], random() < 0.7 ? YES : ['nei', 'no']),
    ]),
  },
  {
    key: 'control-arm',
    id: 900007,
    tecdoc: false,
    nameNo: 'Bærearm foran',
    nameEn: 'Control arm, front',
    weight: 2.5,
    priceKr: [590, 2490],
    fit: 'platform',
    variants: ['left', 'right'],
    brands: {
      LEMFÖRDER: ['##### 0#'],
      TRW: ['JTC####'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####', '### ### ####/HD'],
    },
    describe: chassis(({ vehicle, random }) => [
      label(['Lenkertype', 'Arm type'], ['Tverrlenker', 'Track control arm']),
      label(
        ['Materiale', 'Material'],
        vehicle.size === 'D' || vehicle.size === 'E'
          ? ['Aluminium', 'Aluminium']
          : ['Stål', 'Steel'],
      ),
      label(['Med kuleledd', 'With ball joint'], random() < 0.7 ? YES : ['nei', 'no']),
    ]),
  },
  {
    key: 'ball-joint',
    id: 900008,
    tecdoc: false,
    nameNo: 'Kuleledd',
    nameEn: 'Ball joint',
    weight: 1.5,
    priceKr: [249, 790],
    fit: 'platform',
    variants: ['left', 'right'],
    brands: {
      LEMFÖRDER: ['##### 0#'],
      TRW: ['JBJ####'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
    },
    describe: chassis(({ random }) => [
      thread(pick(random, ['M12x1,5', 'M14x1,5'])),
      measure(['Konusmål', 'Cone size'], sized(random, 15, 20), 'mm'),
    ]),
  },
  {
    key: 'stabiliser-link',
    id: 900009,
    tecdoc: false,
    nameNo: 'Stabilisatorstag',
    nameEn: 'Stabiliser link',
    weight: 2,
    priceKr: [149, 549],
    fit: 'platform',
    variants: ['front', 'rear'],
    brands: {
      LEMFÖRDER: ['##### 0#'],
      TRW: ['JTS####'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
    },
    describe: chassis(({ random }) => [
      measure(C.length, sized(random, 100, 350, 5), 'mm'),
      thread('M10x1,5'),
    ]),
  },
  {
    key: 'wheel-bearing-kit',
    id: 900010,
    tecdoc: false,
    nameNo: 'Hjullagersett',
    nameEn: 'Wheel bearing kit',
    weight: 2.5,
    priceKr: [490, 1990],
    fit: 'platform',
    variants: ['front', 'rear'],
    brands: {
      SKF: ['VKBA ####'],
      FAG: ['713 6## ###'],
      SNR: ['R###.##'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
    },
    describe: chassis(({ random }) => [
      measure(C.outerDiameter, sized(random, 72, 90), 'mm'),
      measure(C.innerDiameter, sized(random, 35, 45), 'mm'),
      measure(C.width, sized(random, 35, 45), 'mm'),
      label(['Med ABS-sensorring', 'With ABS sensor ring'], YES),
    ]),
  },
  {
    key: 'tie-rod-end',
    id: 914,
    tecdoc: true,
    nameNo: 'Styrestagsende',
    nameEn: 'Tie rod end',
    weight: 2,
    priceKr: [249, 790],
    fit: 'platform',
    variants: ['left', 'right'],
    brands: {
      LEMFÖRDER: ['##### 0#'],
      TRW: ['JTE####'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
    },
    describe: chassis(({ random }) => [
      thread(pick(random, ['M12x1,5', 'M14x1,5', 'M16x1,5'])),
      measure(C.length, sized(random, 80, 180), 'mm'),
    ]),
  },
  {
    key: 'inner-tie-rod',
    id: 900011,
    tecdoc: false,
    nameNo: 'Styrestag',
    nameEn: 'Inner tie rod',
    weight: 1.5,
    priceKr: [299, 890],
    fit: 'platform',
    brands: {
      LEMFÖRDER: ['##### 0#'],
      TRW: ['JAR####'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
    },
    describe: chassis(({ random }) => [
      measure(C.length, sized(random, 200, 350), 'mm'),
      thread('M14x1,5'),
    ]),
  },
  {
    key: 'drive-shaft',
    id: 900012,
    tecdoc: false,
    nameNo: 'Drivaksel',
    nameEn: 'Drive shaft',
    weight: 1.5,
    priceKr: [1490, 4990],
    fit: 'chassis',
    variants: ['left', 'right'],
    brands: { SKF: ['VKJC ####'], 'GKN SPIDAN': ['2####'], MEYLE: ['### ### ####'] },
    describe: chassis(({ random }) => [
      measure(C.length, sized(random, 480, 980, 5), 'mm'),
      measure(['Antall tenner, ABS-ring', 'ABS ring teeth'], pick(random, [45, 48]), null),
    ]),
  },
  {
    key: 'cv-joint',
    id: 900013,
    tecdoc: false,
    nameNo: 'Drivakselledd, hjulside',
    nameEn: 'CV joint, wheel side',
    weight: 1.5,
    priceKr: [590, 1990],
    fit: 'chassis',
    brands: {
      SKF: ['VKJA #####'],
      'GKN SPIDAN': ['2####'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
    },
    describe: chassis(({ random }) => [
      measure(['Utvendig fortanning', 'External teeth'], sized(random, 22, 36), null),
      measure(['Innvendig fortanning', 'Internal teeth'], sized(random, 22, 36), null),
    ]),
  },
  {
    key: 'cv-boot',
    id: 900014,
    tecdoc: false,
    nameNo: 'Drivakselmansjett',
    nameEn: 'CV boot',
    weight: 1.5,
    priceKr: [149, 449],
    fit: 'platform',
    variants: ['wheel', 'gearbox'],
    brands: {
      'FEBI BILSTEIN': ['#####'],
      SKF: ['VKJP ####'],
      'GKN SPIDAN': ['2####'],
      MEYLE: ['### ### ####'],
    },
    describe: ({ variant, random }) => ({
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
  },
]
