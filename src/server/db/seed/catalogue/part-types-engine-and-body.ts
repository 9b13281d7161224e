/**
 * Drivetrain, exhaust, turbo, fuel system, gaskets and mounts, body parts and air
 * conditioning. Diesel-only parts (particulate filters) and petrol-only parts (catalysts,
 * lambda sensors) are kept apart by their fit rules (fitment.ts).
 */
import {
  C,
  type DescribeContext,
  type Description,
  euroClass,
  label,
  measure,
  type Names,
  type PartType,
  sized,
  YES,
} from './part-type-model'

/** A part described only by a few sizes and worded values, priced at random in its range. */
function plain(criteria: (context: DescribeContext) => Description['criteria']) {
  return (context: DescribeContext): Description => ({
    criteria: criteria(context),
    priceLevel: context.random(),
  })
}

const VARIANT_NAMES: Record<string, Names> = {
  middle: ['midtre', 'middle'],
  rear: ['bakre', 'rear'],
  upstream: ['før katalysator', 'before catalytic converter'],
  downstream: ['etter katalysator', 'after catalytic converter'],
  left: ['girside', 'gearbox side'],
  right: ['motorside', 'engine side'],
  new: ['ny', 'new'],
  reman: ['utbytte', 'exchange unit'],
}

/** Like `plain`, with the variant's name appended and `form` set to the variant. */
function variantOf(
  criteria: (context: DescribeContext) => Description['criteria'],
  tags: (variant: string | null) => string[] = () => [],
) {
  return (context: DescribeContext): Description => {
    const [no, en] = VARIANT_NAMES[context.variant ?? ''] ?? ['', '']
    return {
      form: context.variant ?? undefined,
      no,
      en,
      criteria: criteria(context),
      priceLevel: context.variant === 'reman' ? context.random() * 0.5 : context.random(),
      tags: tags(context.variant),
    }
  }
}

const reman = (variant: string | null) => (variant === 'reman' ? ['pant'] : [])

const refrigerant = ({ vehicle }: DescribeContext) =>
  label(['Kuldemedium', 'Refrigerant'], vehicle.from >= 201701 ? 'R1234yf' : 'R134a')

export const ENGINE_AND_BODY_PART_TYPES: readonly PartType[] = [
  {
    key: 'clutch-kit',
    id: 900015,
    tecdoc: false,
    nameNo: 'Clutchsett',
    nameEn: 'Clutch kit',
    weight: 2,
    priceKr: [1990, 5990],
    fit: 'clutch',
    brands: { LUK: ['6## #### 0#'], SACHS: ['3000 ### ###'], VALEO: ['826###'] },
    describe: ({ vehicle, random }) => ({
      criteria: [
        measure(C.diameter, sized(random, 200, 220 + Math.min(vehicle.kW, 150) / 3, 2), 'mm'),
        measure(['Antall noter', 'Number of splines'], sized(random, 20, 28), null),
        label(C.contents, [
          'Trykkplate, clutchlamell, utrusningslager',
          'Pressure plate, clutch disc, release bearing',
        ]),
      ],
      priceLevel: Math.min(1, vehicle.kW / 200 + random() * 0.3),
    }),
  },
  {
    key: 'dual-mass-flywheel',
    id: 900016,
    tecdoc: false,
    nameNo: 'Svinghjul, tomasse',
    nameEn: 'Dual-mass flywheel',
    weight: 1,
    priceKr: [3990, 9990],
    fit: 'clutch',
    brands: { LUK: ['415 0### 10'], SACHS: ['2294 ### ###'], VALEO: ['836###'] },
    describe: plain(({ random }) => [
      measure(C.diameter, sized(random, 228, 280, 2), 'mm'),
      measure(C.teeth, sized(random, 129, 135), null),
    ]),
  },
  {
    key: 'clutch-slave-cylinder',
    id: 900017,
    tecdoc: false,
    nameNo: 'Slavesylinder, clutch',
    nameEn: 'Clutch slave cylinder',
    weight: 1,
    priceKr: [490, 1690],
    fit: 'clutch',
    brands: { LUK: ['510 0### 10'], SACHS: ['3182 ### ###'], 'FEBI BILSTEIN': ['#####'] },
    describe: plain(() => [
      label(C.design, ['Konsentrisk slavesylinder', 'Concentric slave cylinder']),
    ]),
  },
  {
    key: 'silencer',
    id: 900018,
    tecdoc: false,
    nameNo: 'Lyddemper',
    nameEn: 'Silencer',
    weight: 1.5,
    priceKr: [790, 2990],
    fit: 'exhaust',
    variants: ['middle', 'rear'],
    brands: { WALKER: ['22###', '23###'], BOSAL: ['1##-###', '2##-###'] },
    describe: variantOf(({ random }) => [
      measure(C.length, sized(random, 400, 1200, 10), 'mm'),
      label(['Materiale', 'Material'], ['Aluminisert stål', 'Aluminised steel']),
    ]),
  },
  {
    key: 'diesel-particulate-filter',
    id: 900019,
    tecdoc: false,
    nameNo: 'Partikkelfilter (DPF)',
    nameEn: 'Diesel particulate filter',
    weight: 1,
    priceKr: [3990, 11990],
    fit: 'diesel-exhaust',
    brands: { WALKER: ['73###'], BOSAL: ['097-###'], 'BM CATALYSTS': ['BM1####H'] },
    describe: plain(({ vehicle, random }) => [
      label(C.emission, euroClass(vehicle.from)),
      label(
        ['Filtermateriale', 'Filter material'],
        random() < 0.6 ? ['Silisiumkarbid', 'Silicon carbide'] : ['Cordieritt', 'Cordierite'],
      ),
    ]),
  },
  {
    key: 'catalytic-converter',
    id: 900020,
    tecdoc: false,
    nameNo: 'Katalysator',
    nameEn: 'Catalytic converter',
    weight: 1,
    priceKr: [2990, 9990],
    fit: 'petrol-exhaust',
    brands: { WALKER: ['28###'], BOSAL: ['099-###'], 'BM CATALYSTS': ['BM9####H'] },
    describe: plain(({ vehicle }) => [
      label(C.emission, euroClass(vehicle.from)),
      label(['Typegodkjent', 'Type approved'], YES),
    ]),
  },
  {
    key: 'lambda-sensor',
    id: 900021,
    tecdoc: false,
    nameNo: 'Lambdasonde',
    nameEn: 'Lambda sensor',
    weight: 2,
    priceKr: [590, 1990],
    fit: 'petrol-engine',
    variants: ['upstream', 'downstream'],
    brands: { BOSCH: ['0 258 0## ###'], NGK: ['OZA###-??#'], DENSO: ['DOX-0###'] },
    describe: variantOf(({ variant, random }) => [
      label(
        ['Sondetype', 'Sensor type'],
        variant === 'upstream'
          ? ['Regulering (bredbånd)', 'Control (broadband)']
          : ['Diagnose', 'Diagnostic'],
      ),
      measure(['Antall ledninger', 'Number of wires'], variant === 'upstream' ? 5 : 4, null),
      measure(['Kabellengde', 'Cable length'], sized(random, 300, 900, 10), 'mm'),
    ]),
  },
  {
    key: 'turbocharger',
    id: 900022,
    tecdoc: false,
    nameNo: 'Turbolader',
    nameEn: 'Turbocharger',
    weight: 1.5,
    priceKr: [5990, 19990],
    fit: 'turbo-engine',
    variants: ['new', 'reman'],
    brands: {
      GARRETT: ['######-####S'],
      MAHLE: ['0## TC 1#### 000'],
      BORGWARNER: ['54## 988 ####'],
    },
    describe: variantOf(
      ({ vehicle }) => [
        label(
          ['Ladertype', 'Charger type'],
          vehicle.engineFuel === 'diesel'
            ? ['Variabel geometri (VNT)', 'Variable geometry (VNT)']
            : ['Wastegate', 'Wastegate'],
        ),
        label(['Inkl. pakningssett', 'Incl. gasket set'], YES),
      ],
      reman,
    ),
  },
  {
    key: 'intercooler',
    id: 900023,
    tecdoc: false,
    nameNo: 'Ladeluftkjøler',
    nameEn: 'Intercooler',
    weight: 1,
    priceKr: [1490, 4990],
    fit: 'turbo-engine',
    brands: { NISSENS: ['96###'], MAHLE: ['CI ### 000S'], VALEO: ['818###'], NRF: ['30###'] },
    describe: plain(({ random }) => [
      measure(['Nettolengde', 'Core length'], sized(random, 400, 650, 5), 'mm'),
      measure(['Nettohøyde', 'Core height'], sized(random, 150, 400, 5), 'mm'),
      measure(C.thickness, sized(random, 32, 64), 'mm'),
    ]),
  },
  {
    key: 'fuel-pump',
    id: 900024,
    tecdoc: false,
    nameNo: 'Drivstoffpumpe',
    nameEn: 'Fuel pump',
    weight: 1.5,
    priceKr: [990, 4990],
    fit: 'engine',
    brands: {
      BOSCH: ['diesel|0 445 010 ###', 'petrol|0 580 ### ###'],
      CONTINENTAL: ['A2C#######'],
      DELPHI: ['petrol|FE####-12B1', 'diesel|9###A###A'],
    },
    describe: ({ vehicle, random }) => {
      const diesel = vehicle.engineFuel === 'diesel'
      return {
        form: diesel ? 'diesel' : 'petrol',
        no: diesel ? 'høytrykkspumpe' : 'elektrisk, i tanken',
        en: diesel ? 'high-pressure pump' : 'electric, in-tank',
        criteria: [
          measure(
            ['Trykk', 'Pressure'],
            diesel ? sized(random, 1800, 2500, 100) : sized(random, 3.5, 6, 0.5),
            'bar',
            diesel ? 0 : 1,
          ),
        ],
        priceLevel: diesel ? 0.6 + random() * 0.4 : random() * 0.4,
      }
    },
  },
  {
    key: 'injector',
    id: 900025,
    tecdoc: false,
    nameNo: 'Innsprøytningsdyse',
    nameEn: 'Injector',
    weight: 1.5,
    priceKr: [1490, 4990],
    fit: 'engine',
    variants: ['new', 'reman'],
    brands: {
      BOSCH: ['diesel|0 445 110 ###', 'diesel|0 445 116 ###', 'petrol|0 261 500 ###'],
      DELPHI: ['diesel|EJBR0####?'],
      DENSO: ['DCRI10####'],
      CONTINENTAL: ['A2C#######'],
    },
    describe: (context) => {
      const diesel = context.vehicle.engineFuel === 'diesel'
      const description = variantOf(
        () => [
          label(
            ['Innsprøytningstype', 'Injection type'],
            diesel ? ['Common rail', 'Common rail'] : ['Direkteinnsprøytning', 'Direct injection'],
          ),
        ],
        reman,
      )(context)
      return { ...description, form: diesel ? 'diesel' : 'petrol' }
    },
  },
  {
    key: 'engine-mount',
    id: 900026,
    tecdoc: false,
    nameNo: 'Motorfeste',
    nameEn: 'Engine mount',
    weight: 1.5,
    priceKr: [490, 1990],
    fit: 'engine',
    variants: ['right', 'left'],
    brands: {
      LEMFÖRDER: ['##### 0#'],
      'FEBI BILSTEIN': ['#####'],
      MEYLE: ['### ### ####'],
      CORTECO: ['80######'],
    },
    describe: variantOf(({ random }) => [
      label(
        ['Lagertype', 'Mount type'],
        random() < 0.3 ? ['Hydrolager', 'Hydro mount'] : ['Gummi-metall', 'Rubber-metal'],
      ),
    ]),
  },
  {
    key: 'cylinder-head-gasket',
    id: 900027,
    tecdoc: false,
    nameNo: 'Topplokkpakning',
    nameEn: 'Cylinder head gasket',
    weight: 1,
    priceKr: [349, 1290],
    fit: 'engine',
    brands: { ELRING: ['###.###'], 'VICTOR REINZ': ['61-#####-##'] },
    describe: plain(({ random }) => [
      measure(C.thickness, sized(random, 1.0, 1.6, 0.05), 'mm', 2),
      label(['Materiale', 'Material'], ['Flerlags stål (MLS)', 'Multi-layer steel (MLS)']),
      measure(['Antall hakk', 'Number of notches'], sized(random, 1, 3), null),
    ]),
  },
  {
    key: 'valve-cover-gasket',
    id: 900028,
    tecdoc: false,
    nameNo: 'Ventildekselpakning',
    nameEn: 'Valve cover gasket',
    weight: 1,
    priceKr: [149, 599],
    fit: 'engine',
    brands: { ELRING: ['###.###'], 'VICTOR REINZ': ['71-#####-##'], 'FEBI BILSTEIN': ['#####'] },
    describe: plain(() => [label(['Materiale', 'Material'], ['Gummi (ACM)', 'Rubber (ACM)'])]),
  },
  {
    key: 'gas-spring-boot',
    id: 900029,
    tecdoc: false,
    nameNo: 'Gassfjær, bagasjerom',
    nameEn: 'Gas spring, boot lid',
    weight: 1.5,
    priceKr: [149, 449],
    fit: 'series',
    brands: { STABILUS: ['######'], 'FEBI BILSTEIN': ['#####'], LESJÖFORS: ['81#####'] },
    describe: plain(({ random }) => [
      measure(C.length, sized(random, 400, 600, 5), 'mm'),
      measure(['Utskyvningskraft', 'Extension force'], sized(random, 300, 700, 10), 'N'),
      measure(['Slaglengde', 'Stroke'], sized(random, 150, 250, 5), 'mm'),
    ]),
  },
  {
    key: 'ac-compressor',
    id: 900030,
    tecdoc: false,
    nameNo: 'Klimakompressor',
    nameEn: 'AC compressor',
    weight: 1,
    priceKr: [3490, 9990],
    fit: 'climate',
    brands: { DENSO: ['DCP#####'], VALEO: ['813###'], MAHLE: ['ACP ### 000S'], NISSENS: ['89###'] },
    describe: (context) => {
      const electric = context.vehicle.engineFuel === null
      return {
        no: electric ? 'elektrisk' : undefined,
        en: electric ? 'electric' : undefined,
        criteria: [
          refrigerant(context),
          ...(electric
            ? [
                measure(
                  C.voltage,
                  context.vehicle.platform === 'E-GMP' || context.vehicle.platform === 'J1'
                    ? 800
                    : 400,
                  'V',
                ),
              ]
            : []),
        ],
        priceLevel: electric ? 0.7 + context.random() * 0.3 : context.random() * 0.7,
        tags: electric ? ['elbil'] : [],
      }
    },
  },
  {
    key: 'ac-condenser',
    id: 900031,
    tecdoc: false,
    nameNo: 'Kondensator, klimaanlegg',
    nameEn: 'Condenser, air conditioning',
    weight: 1,
    priceKr: [1290, 3990],
    fit: 'platform',
    brands: { NISSENS: ['94###'], VALEO: ['814###'], MAHLE: ['AC ### 000S'], NRF: ['35###'] },
    describe: plain((context) => [
      refrigerant(context),
      measure(['Nettolengde', 'Core length'], sized(context.random, 550, 720, 5), 'mm'),
    ]),
  },
  {
    key: 'ac-dryer',
    id: 900032,
    tecdoc: false,
    nameNo: 'Tørkefilter, klimaanlegg',
    nameEn: 'Dryer, air conditioning',
    weight: 1,
    priceKr: [299, 899],
    fit: 'platform',
    brands: { NISSENS: ['95###'], MAHLE: ['AD ### 000S'], VALEO: ['509###'] },
    describe: plain((context) => [
      refrigerant(context),
      measure(C.length, sized(context.random, 150, 260, 5), 'mm'),
    ]),
  },
]
