/**
 * Drivetrain, exhaust, turbo, fuel system, gaskets and mounts, body parts and air
 * conditioning. Diesel-only parts (particulate filters) and petrol-only parts (catalysts,
 * lambda sensors) are kept apart by their fit rules (fitment.ts). Names, prices and brand
 * number formats: part-types-engine-and-body.json.
 */
import type { DescribeContext, Description, Names, PartType } from './part-type-model'
import { C, euroClass, label, measure, sized, YES } from './part-type-model'
import { partTypesFrom } from './part-type-data'
import table from './part-types-engine-and-body.json' with { type: 'json' }

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

export const ENGINE_AND_BODY_PART_TYPES: readonly PartType[] = partTypesFrom(table, {
  'clutch-kit': ({ vehicle, random }) => ({
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
  'dual-mass-flywheel': plain(({ random }) => [
    measure(C.diameter, sized(random, 228, 280, 2), 'mm'),
    measure(C.teeth, sized(random, 129, 135), null),
  ]),
  'clutch-slave-cylinder': plain(() => [
    label(C.design, ['Konsentrisk slavesylinder', 'Concentric slave cylinder']),
  ]),
  silencer: variantOf(({ random }) => [
    measure(C.length, sized(random, 400, 1200, 10), 'mm'),
    label(['Materiale', 'Material'], ['Aluminisert stål', 'Aluminised steel']),
  ]),
  'diesel-particulate-filter': plain(({ vehicle, random }) => [
    label(C.emission, euroClass(vehicle.from)),
    label(
      ['Filtermateriale', 'Filter material'],
      random() < 0.6 ? ['Silisiumkarbid', 'Silicon carbide'] : ['Cordieritt', 'Cordierite'],
    ),
  ]),
  'catalytic-converter': plain(({ vehicle }) => [
    label(C.emission, euroClass(vehicle.from)),
    label(['Typegodkjent', 'Type approved'], YES),
  ]),
  'lambda-sensor': variantOf(({ variant, random }) => [
    label(
      ['Sondetype', 'Sensor type'],
      variant === 'upstream'
        ? ['Regulering (bredbånd)', 'Control (broadband)']
        : ['Diagnose', 'Diagnostic'],
    ),
    measure(['Antall ledninger', 'Number of wires'], variant === 'upstream' ? 5 : 4, null),
    measure(['Kabellengde', 'Cable length'], sized(random, 300, 900, 10), 'mm'),
  ]),
  turbocharger: variantOf(
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
  intercooler: plain(({ random }) => [
    measure(['Nettolengde', 'Core length'], sized(random, 400, 650, 5), 'mm'),
    measure(['Nettohøyde', 'Core height'], sized(random, 150, 400, 5), 'mm'),
    measure(C.thickness, sized(random, 32, 64), 'mm'),
  ]),
  'fuel-pump': ({ vehicle, random }) => {
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
  injector: (context) => {
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
  'engine-mount': variantOf(({ random }) => [
    label(
      ['Lagertype', 'Mount type'],
      random() < 0.3 ? ['Hydrolager', 'Hydro mount'] : ['Gummi-metall', 'Rubber-metal'],
    ),
  ]),
  'cylinder-head-gasket': plain(({ random }) => [
    measure(C.thickness, sized(random, 1.0, 1.6, 0.05), 'mm', 2),
    label(['Materiale', 'Material'], ['Flerlags stål (MLS)', 'Multi-layer steel (MLS)']),
    measure(['Antall hakk', 'Number of notches'], sized(random, 1, 3), null),
  ]),
  'valve-cover-gasket': plain(() => [
    label(['Materiale', 'Material'], ['Gummi (ACM)', 'Rubber (ACM)']),
  ]),
  'gas-spring-boot': plain(({ random }) => [
    measure(C.length, sized(random, 400, 600, 5), 'mm'),
    measure(['Utskyvningskraft', 'Extension force'], sized(random, 300, 700, 10), 'N'),
    measure(['Slaglengde', 'Stroke'], sized(random, 150, 250, 5), 'mm'),
  ]),
  'ac-compressor': (context) => {
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
  'ac-condenser': plain((context) => [
    refrigerant(context),
    measure(['Nettolengde', 'Core length'], sized(context.random, 550, 720, 5), 'mm'),
  ]),
  'ac-dryer': plain((context) => [
    refrigerant(context),
    measure(C.length, sized(context.random, 150, 260, 5), 'mm'),
  ]),
})
