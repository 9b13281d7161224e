/**
 * The small demo catalogue loaded on first start, so the shop is not empty (issue 3). The
 * "Catalogue" issue replaces it with the full generated data set.
 *
 * What is real and what is not:
 * - makes, model series, construction years, engine codes and power figures are those of the
 *   real vehicles (power in kW as catalogues list it);
 * - manufacturer ids follow TecDoc where known (106 Škoda, 111 Toyota, 3328 Tesla; see
 *   shared notes "domain facts" §2.3); model, vehicle and article ids are local demo ids;
 * - part-type ids are TecDoc generic-article ids (notes §2.2: 82 and above single-sourced);
 * - brands are real and article numbers realistic in form, but prices, stock, ratings and
 *   fitment are demo values, not checked against a parts catalogue.
 * Prices are øre incl. 25 % MVA.
 */
import type { articles, categories, manufacturers, modelSeries, vehicles } from '../schema'

type Manufacturer = typeof manufacturers.$inferInsert
type ModelSeries = typeof modelSeries.$inferInsert
type Vehicle = typeof vehicles.$inferInsert
type Category = typeof categories.$inferInsert
// The search key (articleNumberNorm) is computed when the rows are inserted.
type Article = Omit<typeof articles.$inferInsert, 'articleNumberNorm'> & { fits: readonly number[] }

/** Part-type (generic article) ids used below. */
export const PART_TYPE = {
  battery: 1,
  starter: 2,
  alternator: 4,
  oilFilter: 7,
  airFilter: 8,
  fuelFilter: 9,
  brakeDisc: 82,
  headlightBulb: 107,
  glowPlug: 243,
  vRibbedBelt: 305,
  timingBeltKit: 307,
  thermostat: 316,
  brakePadSet: 402,
  cabinFilter: 424,
  sparkPlug: 686,
  tieRodEnd: 914,
  waterPump: 1260,
  engineOil: 1862,
} as const

const P = PART_TYPE

export const demoManufacturers: Manufacturer[] = [
  { manuId: 80, manuName: 'Nissan' },
  { manuId: 106, manuName: 'Škoda' },
  { manuId: 111, manuName: 'Toyota' },
  { manuId: 120, manuName: 'Volvo' },
  { manuId: 121, manuName: 'Volkswagen' },
  { manuId: 3328, manuName: 'Tesla' },
]

// biome-ignore format: one row per record reads as a table
export const demoModelSeries: ModelSeries[] = [
  { modelId: 1001, manuId: 121, modelname: 'Golf VII (5G1, BQ1, BE1, BE2)', yearOfConstrFrom: 201208, yearOfConstrTo: 202012 },
  { modelId: 1002, manuId: 121, modelname: 'Passat B8 Variant (3G5, CB5)', yearOfConstrFrom: 201408, yearOfConstrTo: null },
  { modelId: 2001, manuId: 111, modelname: 'RAV4 IV (_A4_)', yearOfConstrFrom: 201212, yearOfConstrTo: 201812 },
  { modelId: 2002, manuId: 111, modelname: 'RAV4 V (_A5_, _H5_)', yearOfConstrFrom: 201812, yearOfConstrTo: null },
  { modelId: 3001, manuId: 3328, modelname: 'Model 3 (5YJ3)', yearOfConstrFrom: 201706, yearOfConstrTo: null },
  { modelId: 4001, manuId: 120, modelname: 'V60 I (155, 157)', yearOfConstrFrom: 201004, yearOfConstrTo: 201812 },
  { modelId: 5001, manuId: 106, modelname: 'Octavia III Combi (5E5, 5E6)', yearOfConstrFrom: 201211, yearOfConstrTo: 202012 },
  { modelId: 6001, manuId: 80, modelname: 'Leaf (ZE0)', yearOfConstrFrom: 201011, yearOfConstrTo: 201703 },
  { modelId: 6002, manuId: 80, modelname: 'Leaf (ZE1)', yearOfConstrFrom: 201708, yearOfConstrTo: null },
]

/** Vehicle variant ids, named for the fitment lists below. */
const CAR = {
  golf16Tdi: 10001,
  golf20Tdi: 10002,
  golf14Tsi: 10003,
  eGolf: 10004,
  passat20Tdi: 10005,
  rav4Hybrid2015: 20001,
  rav4Hybrid2019: 20002,
  model3Sr: 30001,
  model3Lr: 30002,
  v60D4: 40001,
  octavia16Tdi: 50001,
  octavia20Tdi: 50002,
  leaf2011: 60001,
  leaf2018: 60002,
} as const

// biome-ignore format: one row per record reads as a table
export const demoVehicles: Vehicle[] = [
  { carId: CAR.golf16Tdi, modelId: 1001, typeName: '1.6 TDI', yearOfConstrFrom: 201208, yearOfConstrTo: 201703, ccmTech: 1598, powerKwFrom: 77, powerHpFrom: 105, fuel: 'diesel', motorCode: 'CLHA' },
  { carId: CAR.golf20Tdi, modelId: 1001, typeName: '2.0 TDI', yearOfConstrFrom: 201208, yearOfConstrTo: 201703, ccmTech: 1968, powerKwFrom: 110, powerHpFrom: 150, fuel: 'diesel', motorCode: 'CRBC' },
  { carId: CAR.golf14Tsi, modelId: 1001, typeName: '1.4 TSI', yearOfConstrFrom: 201208, yearOfConstrTo: 201705, ccmTech: 1395, powerKwFrom: 90, powerHpFrom: 122, fuel: 'petrol', motorCode: 'CMBA' },
  { carId: CAR.eGolf, modelId: 1001, typeName: 'e-Golf', yearOfConstrFrom: 201703, yearOfConstrTo: 202012, ccmTech: null, powerKwFrom: 100, powerHpFrom: 136, fuel: 'electric', motorCode: 'EAZ' },
  { carId: CAR.passat20Tdi, modelId: 1002, typeName: '2.0 TDI', yearOfConstrFrom: 201408, yearOfConstrTo: null, ccmTech: 1968, powerKwFrom: 110, powerHpFrom: 150, fuel: 'diesel', motorCode: 'CRLB' },
  { carId: CAR.rav4Hybrid2015, modelId: 2001, typeName: '2.5 Hybrid', yearOfConstrFrom: 201510, yearOfConstrTo: 201812, ccmTech: 2494, powerKwFrom: 114, powerHpFrom: 155, fuel: 'hybrid', motorCode: '2AR-FXE' },
  { carId: CAR.rav4Hybrid2019, modelId: 2002, typeName: '2.5 Hybrid', yearOfConstrFrom: 201812, yearOfConstrTo: null, ccmTech: 2487, powerKwFrom: 131, powerHpFrom: 178, fuel: 'hybrid', motorCode: 'A25A-FXS' },
  { carId: CAR.model3Sr, modelId: 3001, typeName: 'Standard Range Plus', yearOfConstrFrom: 201902, yearOfConstrTo: 202012, ccmTech: null, powerKwFrom: 208, powerHpFrom: 283, fuel: 'electric', motorCode: null },
  { carId: CAR.model3Lr, modelId: 3001, typeName: 'Long Range AWD', yearOfConstrFrom: 201810, yearOfConstrTo: null, ccmTech: null, powerKwFrom: 258, powerHpFrom: 351, fuel: 'electric', motorCode: null },
  { carId: CAR.v60D4, modelId: 4001, typeName: 'D4', yearOfConstrFrom: 201502, yearOfConstrTo: 201812, ccmTech: 1969, powerKwFrom: 133, powerHpFrom: 181, fuel: 'diesel', motorCode: 'D4204T5' },
  { carId: CAR.octavia16Tdi, modelId: 5001, typeName: '1.6 TDI', yearOfConstrFrom: 201211, yearOfConstrTo: 201705, ccmTech: 1598, powerKwFrom: 77, powerHpFrom: 105, fuel: 'diesel', motorCode: 'CLHA' },
  { carId: CAR.octavia20Tdi, modelId: 5001, typeName: '2.0 TDI', yearOfConstrFrom: 201301, yearOfConstrTo: 202012, ccmTech: 1968, powerKwFrom: 110, powerHpFrom: 150, fuel: 'diesel', motorCode: 'CRMB' },
  { carId: CAR.leaf2011, modelId: 6001, typeName: 'Leaf', yearOfConstrFrom: 201011, yearOfConstrTo: 201703, ccmTech: null, powerKwFrom: 80, powerHpFrom: 109, fuel: 'electric', motorCode: 'EM61' },
  { carId: CAR.leaf2018, modelId: 6002, typeName: 'Leaf', yearOfConstrFrom: 201708, yearOfConstrTo: null, ccmTech: null, powerKwFrom: 110, powerHpFrom: 150, fuel: 'electric', motorCode: 'EM57' },
]

/** The spec's top-level slugs (§1), in menu order, then their children. Parents come first. */
// biome-ignore format: one row per record reads as a table
export const demoCategories: Category[] = [
  { slug: 'batteri', nameNo: 'Batteri', nameEn: 'Battery', parentSlug: null, partTypeIds: [P.battery], sortIndex: 1 },
  { slug: 'suspensjon', nameNo: 'Suspensjon og styring', nameEn: 'Suspension and steering', parentSlug: null, partTypeIds: [P.tieRodEnd], sortIndex: 2 },
  { slug: 'bremser', nameNo: 'Bremser', nameEn: 'Brakes', parentSlug: null, partTypeIds: [P.brakeDisc, P.brakePadSet], sortIndex: 3 },
  { slug: 'clutch', nameNo: 'Clutch', nameEn: 'Clutch', parentSlug: null, partTypeIds: [], sortIndex: 4 },
  { slug: 'dynamo', nameNo: 'Dynamo og startmotor', nameEn: 'Alternator and starter', parentSlug: null, partTypeIds: [P.alternator, P.starter], sortIndex: 5 },
  { slug: 'drivaksel-ledd', nameNo: 'Drivaksel og ledd', nameEn: 'Drive shaft and joints', parentSlug: null, partTypeIds: [], sortIndex: 6 },
  { slug: 'eksos-system', nameNo: 'Eksossystem', nameEn: 'Exhaust system', parentSlug: null, partTypeIds: [], sortIndex: 7 },
  { slug: 'filter', nameNo: 'Filter', nameEn: 'Filters', parentSlug: null, partTypeIds: [P.oilFilter, P.airFilter, P.fuelFilter, P.cabinFilter], sortIndex: 8 },
  { slug: 'karosseri', nameNo: 'Karosseri', nameEn: 'Body', parentSlug: null, partTypeIds: [], sortIndex: 9 },
  { slug: 'kjøling', nameNo: 'Kjøling', nameEn: 'Cooling', parentSlug: null, partTypeIds: [P.thermostat, P.waterPump], sortIndex: 10 },
  { slug: 'klima-luft-kondisjonering', nameNo: 'Klima og luftkondisjonering', nameEn: 'Air conditioning', parentSlug: null, partTypeIds: [P.cabinFilter], sortIndex: 11 },
  { slug: 'lys-og-speil', nameNo: 'Lys og speil', nameEn: 'Lights and mirrors', parentSlug: null, partTypeIds: [P.headlightBulb], sortIndex: 12 },
  { slug: 'motor', nameNo: 'Motor', nameEn: 'Engine', parentSlug: null, partTypeIds: [P.timingBeltKit, P.vRibbedBelt, P.sparkPlug, P.glowPlug], sortIndex: 13 },
  { slug: 'olje', nameNo: 'Olje', nameEn: 'Oil', parentSlug: null, partTypeIds: [P.engineOil], sortIndex: 14 },
  { slug: 'turbo', nameNo: 'Turbo', nameEn: 'Turbo', parentSlug: null, partTypeIds: [], sortIndex: 15 },
  { slug: 'bremseskiver', nameNo: 'Bremseskiver', nameEn: 'Brake discs', parentSlug: 'bremser', partTypeIds: [P.brakeDisc], sortIndex: 1 },
  { slug: 'bremseklosser', nameNo: 'Bremseklosser', nameEn: 'Brake pads', parentSlug: 'bremser', partTypeIds: [P.brakePadSet], sortIndex: 2 },
  { slug: 'oljefilter', nameNo: 'Oljefilter', nameEn: 'Oil filters', parentSlug: 'filter', partTypeIds: [P.oilFilter], sortIndex: 1 },
  { slug: 'luftfilter', nameNo: 'Luftfilter', nameEn: 'Air filters', parentSlug: 'filter', partTypeIds: [P.airFilter], sortIndex: 2 },
  { slug: 'drivstoffilter', nameNo: 'Drivstoffilter', nameEn: 'Fuel filters', parentSlug: 'filter', partTypeIds: [P.fuelFilter], sortIndex: 3 },
  { slug: 'kupefilter', nameNo: 'Kupéfilter', nameEn: 'Cabin filters', parentSlug: 'filter', partTypeIds: [P.cabinFilter], sortIndex: 4 },
  { slug: 'registerreim', nameNo: 'Registerreim', nameEn: 'Timing belt', parentSlug: 'motor', partTypeIds: [P.timingBeltKit], sortIndex: 1 },
  { slug: 'tennplugger', nameNo: 'Tennplugger og gløderør', nameEn: 'Spark and glow plugs', parentSlug: 'motor', partTypeIds: [P.sparkPlug, P.glowPlug], sortIndex: 2 },
  { slug: 'termostat', nameNo: 'Termostat', nameEn: 'Thermostat', parentSlug: 'kjøling', partTypeIds: [P.thermostat], sortIndex: 1 },
  { slug: 'vannpumpe', nameNo: 'Vannpumpe', nameEn: 'Water pump', parentSlug: 'kjøling', partTypeIds: [P.waterPump], sortIndex: 2 },
]

const VW_TDI = [CAR.golf16Tdi, CAR.golf20Tdi, CAR.passat20Tdi, CAR.octavia16Tdi, CAR.octavia20Tdi]
const MQB = [
  CAR.golf16Tdi,
  CAR.golf20Tdi,
  CAR.golf14Tsi,
  CAR.eGolf,
  CAR.octavia16Tdi,
  CAR.octavia20Tdi,
]
const RAV4 = [CAR.rav4Hybrid2015, CAR.rav4Hybrid2019]
const MODEL_3 = [CAR.model3Sr, CAR.model3Lr]
const LEAF = [CAR.leaf2011, CAR.leaf2018]
const COMBUSTION = [...VW_TDI, CAR.golf14Tsi, ...RAV4, CAR.v60D4]

function article(
  articleId: number,
  mfrName: string,
  articleNumber: string,
  partTypeId: number,
  names: [no: string, en: string],
  price: number,
  fits: readonly number[],
  extra: Partial<Pick<Article, 'discount' | 'stock' | 'rating' | 'reviews' | 'tags' | 'ean'>> = {},
): Article {
  const [articleNameNo, articleNameEn] = names
  return {
    articleId,
    articleNumber,
    mfrName,
    articleNameNo,
    articleNameEn,
    partTypeId,
    price,
    fits,
    stock: 12,
    rating: 4,
    reviews: 3,
    ...extra,
  }
}

// biome-ignore format: one row per record reads as a table
export const demoArticles: Article[] = [
  // Filters
  article(100001, 'MANN-FILTER', 'HU 7020 z', P.oilFilter, ['Oljefilter', 'Oil filter'], 18_900, VW_TDI, { tags: ['bestselger'], reviews: 41, rating: 5 }),
  article(100002, 'MAHLE', 'OX 388D', P.oilFilter, ['Oljefilter', 'Oil filter'], 17_500, VW_TDI),
  article(100003, 'BOSCH', 'F 026 407 157', P.oilFilter, ['Oljefilter', 'Oil filter'], 16_900, VW_TDI, { discount: 2_000 }),
  article(100004, 'MANN-FILTER', 'HU 6019 z', P.oilFilter, ['Oljefilter', 'Oil filter'], 19_900, RAV4),
  article(100005, 'MANN-FILTER', 'HU 6009 z', P.oilFilter, ['Oljefilter', 'Oil filter'], 21_900, [CAR.v60D4]),
  article(100006, 'MANN-FILTER', 'C 27 009', P.airFilter, ['Luftfilter', 'Air filter'], 29_900, [...VW_TDI, CAR.golf14Tsi]),
  article(100007, 'BOSCH', 'F 026 400 440', P.airFilter, ['Luftfilter', 'Air filter'], 27_900, [...VW_TDI, CAR.golf14Tsi]),
  article(100008, 'MAHLE', 'LX 4305', P.airFilter, ['Luftfilter', 'Air filter'], 32_900, RAV4),
  article(100009, 'MANN-FILTER', 'WK 820/17', P.fuelFilter, ['Drivstoffilter', 'Fuel filter'], 44_900, VW_TDI, { stock: 4 }),
  article(100010, 'BOSCH', 'F 026 402 837', P.fuelFilter, ['Drivstoffilter', 'Fuel filter'], 41_900, [CAR.v60D4]),
  article(100011, 'MANN-FILTER', 'CUK 26 010', P.cabinFilter, ['Kupéfilter med aktivt kull', 'Cabin filter, activated carbon'], 34_900, MQB, { tags: ['allergi'] }),
  article(100012, 'BOSCH', '1 987 435 508', P.cabinFilter, ['Kupéfilter', 'Cabin filter'], 24_900, MQB),
  article(100013, 'MAHLE', 'LA 1180', P.cabinFilter, ['Kupéfilter med aktivt kull', 'Cabin filter, activated carbon'], 39_900, MODEL_3),
  article(100014, 'MANN-FILTER', 'CUK 1919', P.cabinFilter, ['Kupéfilter med aktivt kull', 'Cabin filter, activated carbon'], 36_900, LEAF),
  // Brakes
  article(100101, 'BREMBO', '09.C422.11', P.brakeDisc, ['Bremseskive foran, ventilert', 'Brake disc, front, vented'], 89_900, MQB, { tags: ['bestselger'], reviews: 27 }),
  article(100102, 'BREMBO', 'P 85 112', P.brakePadSet, ['Bremseklosser foran', 'Brake pad set, front'], 69_900, MQB, { discount: 7_000, tags: ['tilbud'] }),
  article(100103, 'ATE', '24.0125-0184.1', P.brakeDisc, ['Bremseskive foran, ventilert', 'Brake disc, front, vented'], 79_900, MQB),
  article(100104, 'ATE', '13.0460-2788.2', P.brakePadSet, ['Bremseklosser foran', 'Brake pad set, front'], 64_900, MQB),
  article(100105, 'TRW', 'DF6516', P.brakeDisc, ['Bremseskive bak', 'Brake disc, rear'], 59_900, MQB),
  article(100106, 'TEXTAR', '2512801', P.brakePadSet, ['Bremseklosser bak', 'Brake pad set, rear'], 54_900, MQB),
  article(100107, 'BREMBO', '09.D530.13', P.brakeDisc, ['Bremseskive foran, ventilert', 'Brake disc, front, vented'], 129_900, MODEL_3, { stock: 3 }),
  article(100108, 'BREMBO', 'P 83 156', P.brakePadSet, ['Bremseklosser foran', 'Brake pad set, front'], 89_900, RAV4),
  article(100109, 'ZIMMERMANN', '440.3136.20', P.brakeDisc, ['Bremseskive foran', 'Brake disc, front'], 99_900, [CAR.v60D4]),
  article(100110, 'BOSCH', '0 986 494 846', P.brakePadSet, ['Bremseklosser foran', 'Brake pad set, front'], 74_900, LEAF),
  // Batteries (12 V starter or auxiliary battery)
  article(100201, 'VARTA', '570 901 076', P.battery, ['Startbatteri AGM 70 Ah (E39)', 'Starter battery AGM 70 Ah (E39)'], 249_900, [...VW_TDI, CAR.golf14Tsi, CAR.v60D4], { tags: ['start-stopp'], reviews: 18, rating: 5 }),
  article(100202, 'VARTA', '574 012 068', P.battery, ['Startbatteri 74 Ah (E11)', 'Starter battery 74 Ah (E11)'], 179_900, [CAR.passat20Tdi, CAR.v60D4]),
  article(100203, 'BOSCH', '0 092 S5A 080', P.battery, ['Startbatteri AGM 70 Ah (S5 A08)', 'Starter battery AGM 70 Ah (S5 A08)'], 239_900, [...VW_TDI, CAR.golf14Tsi], { discount: 20_000 }),
  article(100204, 'VARTA', '545 079 033', P.battery, ['12 V-batteri 45 Ah', '12 V battery 45 Ah'], 149_900, [...RAV4, ...LEAF, CAR.eGolf]),
  // Alternators and starters
  article(100301, 'BOSCH', '0 124 525 131', P.alternator, ['Dynamo 140 A', 'Alternator 140 A'], 329_900, [CAR.golf16Tdi, CAR.golf20Tdi, CAR.octavia16Tdi, CAR.octavia20Tdi], { stock: 2 }),
  article(100302, 'VALEO', '440 587', P.alternator, ['Dynamo 180 A', 'Alternator 180 A'], 349_900, [CAR.passat20Tdi, CAR.v60D4], { stock: 1 }),
  article(100303, 'BOSCH', '0 001 179 509', P.starter, ['Startmotor 1,1 kW', 'Starter 1.1 kW'], 279_900, [CAR.golf16Tdi, CAR.golf20Tdi, CAR.golf14Tsi], { stock: 3 }),
  // Lights
  article(100401, 'OSRAM', '64210NL', P.headlightBulb, ['Pære H7 Night Breaker Laser', 'Bulb H7 Night Breaker Laser'], 19_900, [...MQB, CAR.passat20Tdi], { tags: ['bestselger'], reviews: 64, rating: 5 }),
  article(100402, 'PHILIPS', '12972XVPB1', P.headlightBulb, ['Pære H7 X-tremeVision Pro150', 'Bulb H7 X-tremeVision Pro150'], 22_900, [...MQB, CAR.passat20Tdi]),
  article(100403, 'OSRAM', '64211', P.headlightBulb, ['Pære H11 Original', 'Bulb H11 Original'], 8_900, RAV4),
  // Engine: timing belts, auxiliary belts, plugs
  article(100501, 'CONTITECH', 'CT1168K1', P.timingBeltKit, ['Registerreimsett', 'Timing belt kit'], 119_900, VW_TDI, { reviews: 9 }),
  article(100502, 'GATES', 'K015669XS', P.timingBeltKit, ['Registerreimsett', 'Timing belt kit'], 124_900, VW_TDI),
  article(100503, 'INA', '530 0550 10', P.timingBeltKit, ['Registerreimsett', 'Timing belt kit'], 109_900, [CAR.golf14Tsi], { discount: 10_000 }),
  article(100504, 'GATES', '6PK1153', P.vRibbedBelt, ['Multirem', 'V-ribbed belt'], 29_900, VW_TDI),
  article(100505, 'CONTITECH', '6PK1795', P.vRibbedBelt, ['Multirem', 'V-ribbed belt'], 34_900, [CAR.v60D4]),
  article(100506, 'NGK', 'PLZKAR6A-11', P.sparkPlug, ['Tennplugg', 'Spark plug'], 14_900, [CAR.golf14Tsi]),
  article(100507, 'DENSO', 'FC16HR-Q8', P.sparkPlug, ['Tennplugg', 'Spark plug'], 16_900, [CAR.rav4Hybrid2019]),
  article(100508, 'BOSCH', '0 250 603 006', P.glowPlug, ['Gløderør', 'Glow plug'], 22_900, VW_TDI),
  // Cooling
  article(100601, 'MAHLE', 'TM 34 105', P.thermostat, ['Termostat', 'Thermostat'], 49_900, VW_TDI),
  article(100602, 'SKF', 'VKPC 81230', P.waterPump, ['Vannpumpe', 'Water pump'], 89_900, VW_TDI),
  article(100603, 'GATES', 'WP0206', P.waterPump, ['Vannpumpe', 'Water pump'], 94_900, [CAR.v60D4]),
  // Suspension and steering
  article(100701, 'LEMFÖRDER', '36720 01', P.tieRodEnd, ['Styrestagsende', 'Tie rod end'], 39_900, MQB),
  article(100702, 'FEBI BILSTEIN', '37595', P.tieRodEnd, ['Styrestagsende', 'Tie rod end'], 29_900, MQB),
  article(100703, 'TRW', 'JTE1175', P.tieRodEnd, ['Styrestagsende', 'Tie rod end'], 44_900, MODEL_3),
  // Engine oil
  article(100801, 'CASTROL', 'EDGE 5W-30 LL 4 L', P.engineOil, ['Motorolje 5W-30 LL, 4 liter', 'Engine oil 5W-30 LL, 4 litres'], 69_900, [...VW_TDI, CAR.golf14Tsi], { tags: ['bestselger'] }),
  article(100802, 'MOBIL', '1 ESP 5W-30 5 L', P.engineOil, ['Motorolje 5W-30, 5 liter', 'Engine oil 5W-30, 5 litres'], 79_900, COMBUSTION),
  article(100803, 'TOTAL', 'Quartz Ineo 0W-20 5 L', P.engineOil, ['Motorolje 0W-20, 5 liter', 'Engine oil 0W-20, 5 litres'], 74_900, [...RAV4, CAR.v60D4], { stock: 0 }),
]
