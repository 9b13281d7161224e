// Made-up plates mapped to the generated catalogue's stable carIds; EK 39085 is the e-Golf of the
// public SVV example. No owner, no VIN.
import type { demoRegistrations } from '../schema'

export type DemoRegistrationRow = typeof demoRegistrations.$inferInsert

type Plate = readonly [
  registrationNumber: string,
  carIds: readonly number[],
  firstRegistered: string,
]

const PLATES: readonly Plate[] = [
  ['EL12345', [200101], '2012-03-15'], // Nissan Leaf (ZE0) 24 kWh
  ['EL54321', [300101], '2014-05-20'], // Tesla Model S 85
  ['EK12345', [320516], '2016-04-12'], // VW e-Golf 85 kW
  ['EK39085', [320517], '2017-06-06'], // VW e-Golf 100 kW EAZ
  ['EK54321', [21202], '2017-02-01'], // BMW i3 94 Ah
  ['EV12345', [200201], '2018-05-03'], // Nissan Leaf (ZE1) 40 kWh
  ['EV23456', [300302], '2019-02-18'], // Tesla Model 3 Long Range AWD
  ['EV34567', [120402], '2019-01-10'], // Kia e-Niro 64 kWh
  ['EB12345', [300301], '2019-09-10'], // Tesla Model 3 Standard Range Plus
  ['EB34567', [100402], '2019-06-14'], // Hyundai Kona Electric 64 kWh
  ['EB45678', [11202], '2019-08-22'], // Audi e-tron 55 quattro
  ['EC12345', [321503], '2020-10-05'], // VW ID.3 Pro Performance
  ['ED23456', [271002], '2021-05-11'], // Škoda Enyaq iV 80
  ['EE12345', [230101], '2021-03-01'], // Polestar 2 Long Range Dual Motor
  ['EE34567', [300401], '2021-09-01'], // Tesla Model Y Long Range AWD
  ['EF45678', [321603], '2022-03-15'], // VW ID.4 Pro Performance
  ['EH10000', [170202], '2023-04-20'], // MG4 Long Range 64 kWh
  ['EH56789', [331101], '2024-02-01'], // Volvo EX30 Single Motor
  ['DN12345', [320504], '2014-03-10'], // VW Golf VII 1.4 TSI CMBA
  ['BR56789', [310702], '2013-07-01'], // Toyota Yaris 1.33
  ['SV23456', [270403], '2015-05-05'], // Škoda Octavia III Combi 1.4 TSI
  ['KH34567', [320203], '2012-09-09'], // VW Polo V 1.2 TSI
  ['ZT11223', [330706], '2010-11-11'], // Volvo XC60 T6 AWD
  ['PD12345', [320507], '2015-04-02'], // VW Golf VII 1.6 TDI CLHA
  ['RJ45678', [270407], '2016-08-20'], // Škoda Octavia III Combi 2.0 TDI CRMB
  ['UB98765', [330801], '2018-10-01'], // Volvo XC60 II D4
  ['VH24680', [20201], '2013-06-15'], // BMW 320d (F30)
  ['LJ13579', [320904], '2017-03-03'], // VW Passat B8 Variant 2.0 TDI
  ['NF77777', [311003], '2014-05-05'], // Toyota RAV4 IV 2.2 D-4D 4WD
  ['AR20170', [320510, 320511], '2017-03-20'], // Golf VII 2.0 TDI 110 kW, either side of the facelift
  ['HB12345', [311102], '2020-06-15'], // Toyota RAV4 V 2.5 Hybrid A25A-FXS
  ['TU23456', [310206], '2016-02-02'], // Toyota Auris Touring Sports 1.8 Hybrid
  ['BT34567', [310803], '2021-01-20'], // Toyota Yaris (P21) 1.5 Hybrid
  ['KJ45678', [100601], '2017-05-05'], // Hyundai Ioniq 1.6 GDI Hybrid
  ['CF56789', [190303], '2015-09-09'], // Mitsubishi Outlander 2.0 PHEV
  ['DJ67890', [320515], '2016-06-06'], // VW Golf VII GTE
  ['XC90123', [331005], '2017-04-04'], // Volvo XC90 II T8 Twin Engine
  ['OLA', [300303], '2020-05-05'], // Tesla Model 3 Performance
  ['MORMOR', [330104], '2015-06-01'], // Volvo V70 III D4
]

export const DEMO_REGISTRATIONS: readonly DemoRegistrationRow[] = PLATES.flatMap(
  ([registrationNumber, carIds, firstRegistration]) =>
    carIds.map((carId) => ({ registrationNumber, carId, firstRegistration })),
)
