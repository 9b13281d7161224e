// Demo catalogue vehicles, one line per model series; years `yyyymm`, ccm null for electric, engine
// code null when unsure. Demo data, not verified fitment.

export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'plug-in hybrid' | 'electric'
export type EngineFuel = 'petrol' | 'diesel'

export type FuelCode = 'P' | 'D' | 'H' | 'HD' | 'PH' | 'PHD' | 'E'

export type SizeClass = 'A' | 'B' | 'C' | 'D' | 'E' | 'V'

export type VariantRow = readonly [
  typeName: string,
  kW: number,
  ccm: number | null,
  fuel: FuelCode,
  motorCode: string | null,
  from?: number,
  to?: number | null,
]

export interface SeriesOptions {
  engines?: EngineGroup
  inlet?: 'type1'
}

export type SeriesRow = readonly [
  make: string,
  modelname: string,
  from: number,
  to: number | null,
  platform: string,
  size: SizeClass,
  variants: readonly VariantRow[],
  options?: SeriesOptions,
]

/** Makes that share engines, and so oil, fuel and air filters. */
export type EngineGroup =
  | 'BMW'
  | 'BYD'
  | 'FIAT'
  | 'FORD'
  | 'GM'
  | 'HMG'
  | 'HONDA'
  | 'JLR'
  | 'MAZDA'
  | 'MB'
  | 'MITSUBISHI'
  | 'PSA'
  | 'RN'
  | 'SAIC'
  | 'SUBARU'
  | 'SUZUKI'
  | 'TESLA'
  | 'TMC'
  | 'VAG'
  | 'VOLVO'

export type OeStyle =
  | 'bmw'
  | 'fiat'
  | 'ford'
  | 'gm'
  | 'hmg'
  | 'honda'
  | 'jlr'
  | 'mazda'
  | 'mercedes'
  | 'mg'
  | 'mitsubishi'
  | 'nissan'
  | 'psa'
  | 'renault'
  | 'subaru'
  | 'suzuki'
  | 'tesla'
  | 'toyota'
  | 'vag'
  | 'volvo'

export type MakeRow = readonly [name: string, engines: EngineGroup, oe: OeStyle | null]

/** Manufacturer ids follow this order: append new makes at the end. */
// biome-ignore format: one row per make reads as a table
export const MAKES: readonly MakeRow[] = [
  ['Audi', 'VAG', 'vag'],
  ['BMW', 'BMW', 'bmw'],
  ['BYD', 'BYD', null],
  ['Citroën', 'PSA', 'psa'],
  ['Cupra', 'VAG', 'vag'],
  ['Dacia', 'RN', 'renault'],
  ['Fiat', 'FIAT', 'fiat'],
  ['Ford', 'FORD', 'ford'],
  ['Honda', 'HONDA', 'honda'],
  ['Hyundai', 'HMG', 'hmg'],
  ['Jaguar', 'JLR', 'jlr'],
  ['Kia', 'HMG', 'hmg'],
  ['Land Rover', 'JLR', 'jlr'],
  ['Lexus', 'TMC', 'toyota'],
  ['Mazda', 'MAZDA', 'mazda'],
  ['Mercedes-Benz', 'MB', 'mercedes'],
  ['MG', 'SAIC', 'mg'],
  ['Mini', 'BMW', 'bmw'],
  ['Mitsubishi', 'MITSUBISHI', 'mitsubishi'],
  ['Nissan', 'RN', 'nissan'],
  ['Opel', 'GM', 'gm'],
  ['Peugeot', 'PSA', 'psa'],
  ['Polestar', 'VOLVO', 'volvo'],
  ['Porsche', 'VAG', 'vag'],
  ['Renault', 'RN', 'renault'],
  ['Seat', 'VAG', 'vag'],
  ['Škoda', 'VAG', 'vag'],
  ['Subaru', 'SUBARU', 'subaru'],
  ['Suzuki', 'SUZUKI', 'suzuki'],
  ['Tesla', 'TESLA', 'tesla'],
  ['Toyota', 'TMC', 'toyota'],
  ['Volkswagen', 'VAG', 'vag'],
  ['Volvo', 'VOLVO', 'volvo'],
]

const PSA_ENGINES: SeriesOptions = { engines: 'PSA' }
const TYPE_1: SeriesOptions = { inlet: 'type1' }

// Ids follow the rows' order: append new series after a make's last row, new variants at a row's
// end.
// biome-ignore format: one row per model series reads as a reference table
export const SERIES: readonly SeriesRow[] = [
  ['Audi', 'A1 Sportback (GBA)', 201810, null, 'MQB-A0', 'B', [['25 TFSI', 70, 999, 'P', 'DKLA'], ['30 TFSI', 85, 999, 'P', 'DKRF'], ['35 TFSI', 110, 1498, 'P', 'DADA']]],
  ['Audi', 'A3 Sportback (8VA, 8VF)', 201209, 202008, 'MQB', 'C', [['1.2 TFSI', 77, 1197, 'P', 'CJZA', 201209, 201505], ['1.4 TFSI', 90, 1395, 'P', 'CXSA'], ['1.4 TFSI COD', 103, 1395, 'P', 'CPTA'], ['1.6 TDI', 77, 1598, 'D', 'CLHA', 201209, 201605], ['2.0 TDI', 110, 1968, 'D', 'CRBC'], ['2.0 TDI', 135, 1968, 'D', 'CUNA'], ['1.4 TFSI e-tron', 150, 1395, 'PH', 'CUKB', 201409], ['S3 2.0 TFSI quattro', 221, 1984, 'P', 'CJXC']]],
  ['Audi', 'A3 Sportback (8YA)', 202003, null, 'MQB-evo', 'C', [['30 TFSI', 81, 999, 'P', null], ['35 TFSI', 110, 1498, 'P', 'DPCA'], ['30 TDI', 85, 1968, 'D', null], ['35 TDI', 110, 1968, 'D', null], ['40 TFSI e', 150, 1395, 'PH', 'DGEA'], ['S3 TFSI quattro', 228, 1984, 'P', null]]],
  ['Audi', 'A4 Avant (8K5, B8)', 200711, 201512, 'MLB', 'D', [['1.8 TFSI', 88, 1798, 'P', 'CDHB'], ['2.0 TFSI', 155, 1984, 'P', 'CDNC'], ['2.0 TDI', 105, 1968, 'D', 'CAGA', 200711, 201111], ['2.0 TDI', 110, 1968, 'D', 'CJCD', 201111], ['2.0 TDI quattro', 130, 1968, 'D', 'CGLC'], ['3.0 TDI quattro', 176, 2967, 'D', 'CCWA']]],
  ['Audi', 'A4 Avant (8W5, B9)', 201508, null, 'MLB-evo', 'D', [['2.0 TDI', 110, 1968, 'D', 'DETA'], ['2.0 TDI quattro', 140, 1968, 'D', 'DEUA'], ['2.0 TFSI', 140, 1984, 'P', 'CVKB'], ['2.0 TFSI quattro', 185, 1984, 'P', 'CYRB'], ['3.0 TDI quattro', 160, 2967, 'D', 'CSWB'], ['40 TDI quattro', 150, 1968, 'D', null, 201907]]],
  ['Audi', 'A6 Avant (4G5, C7)', 201105, 201809, 'MLB', 'E', [['2.0 TDI', 130, 1968, 'D', 'CGLC'], ['2.0 TDI ultra', 140, 1968, 'D', 'CNHA', 201409], ['3.0 TDI', 150, 2967, 'D', 'CDUC'], ['3.0 TDI quattro', 180, 2967, 'D', 'CDUD'], ['2.0 TFSI', 132, 1984, 'P', 'CDNB'], ['3.0 TFSI quattro', 220, 2995, 'P', 'CGWB']]],
  ['Audi', 'A6 Avant (4A5, C8)', 201806, null, 'MLB-evo', 'E', [['40 TDI', 150, 1968, 'D', null], ['45 TDI quattro', 170, 2967, 'D', null], ['50 TDI quattro', 210, 2967, 'D', null], ['45 TFSI quattro', 180, 1984, 'P', null], ['55 TFSI e quattro', 270, 1984, 'PH', null, 202002]]],
  ['Audi', 'Q3 (F3B)', 201807, null, 'MQB', 'D', [['35 TFSI', 110, 1498, 'P', 'DPCA'], ['35 TDI', 110, 1968, 'D', 'DFGA'], ['40 TDI quattro', 140, 1968, 'D', 'DFHA'], ['40 TFSI quattro', 140, 1984, 'P', null], ['45 TFSI e', 180, 1395, 'PH', 'DGEA', 202101]]],
  ['Audi', 'Q5 (8RB)', 200811, 201705, 'MLB', 'D', [['2.0 TDI quattro', 125, 1968, 'D', 'CAHA', 200811, 201206], ['2.0 TDI quattro', 130, 1968, 'D', 'CGLC', 201206], ['2.0 TFSI quattro', 155, 1984, 'P', 'CDNC'], ['3.0 TDI quattro', 176, 2967, 'D', 'CCWA'], ['2.0 TFSI hybrid quattro', 180, 1984, 'H', 'CHJA', 201206]]],
  ['Audi', 'Q5 (FYB)', 201701, null, 'MLB-evo', 'D', [['2.0 TDI quattro', 140, 1968, 'D', 'DEUA'], ['40 TDI quattro', 150, 1968, 'D', null, 201909], ['45 TFSI quattro', 180, 1984, 'P', null], ['50 TFSI e quattro', 220, 1984, 'PH', null, 201910], ['55 TFSI e quattro', 270, 1984, 'PH', null, 201910]]],
  ['Audi', 'Q4 e-tron (F4B)', 202104, null, 'MEB', 'D', [['35 e-tron', 125, null, 'E', null], ['40 e-tron', 150, null, 'E', null], ['45 e-tron', 210, null, 'E', null, 202301], ['50 e-tron quattro', 220, null, 'E', null]]],
  ['Audi', 'e-tron (GEN)', 201809, 202212, 'MLB-evo', 'E', [['50 quattro', 230, null, 'E', null], ['55 quattro', 300, null, 'E', null], ['S quattro', 370, null, 'E', null, 202006]]],
  ['Audi', 'Q8 e-tron (GEN)', 202301, null, 'MLB-evo', 'E', [['50 quattro', 250, null, 'E', null], ['55 quattro', 300, null, 'E', null], ['SQ8 e-tron', 370, null, 'E', null]]],
  ['Audi', 'e-tron GT (F83)', 202102, null, 'J1', 'E', [['quattro', 350, null, 'E', null], ['RS quattro', 440, null, 'E', null]]],
  ['BMW', '1 (F20)', 201107, 201906, 'F20', 'C', [['116i', 100, 1598, 'P', 'N13B16', 201107, 201503], ['118i', 100, 1499, 'P', 'B38B15', 201503], ['116d', 85, 1496, 'D', 'B37D15', 201503], ['118d', 105, 1995, 'D', 'N47D20', 201107, 201503], ['118d', 110, 1995, 'D', 'B47D20', 201503], ['120d xDrive', 140, 1995, 'D', 'B47D20', 201503]]],
  ['BMW', '3 (F30, F80)', 201110, 201810, 'F30', 'D', [['320d', 135, 1995, 'D', 'N47D20', 201110, 201506], ['320d xDrive', 140, 1995, 'D', 'B47D20', 201507], ['328i', 180, 1997, 'P', 'N20B20'], ['330e', 185, 1998, 'PH', 'B48B20', 201602], ['335i', 225, 2979, 'P', 'N55B30']]],
  ['BMW', '3 Touring (F31)', 201206, 201906, 'F30', 'D', [['318d', 105, 1995, 'D', 'N47D20', 201206, 201507], ['318d', 110, 1995, 'D', 'B47D20', 201507], ['320d', 135, 1995, 'D', 'N47D20', 201206, 201507], ['320d', 140, 1995, 'D', 'B47D20', 201507], ['320i', 135, 1997, 'P', 'N20B20'], ['330d', 190, 2993, 'D', 'N57D30']]],
  ['BMW', '3 Touring (G21)', 201906, null, 'G20', 'D', [['318d', 110, 1995, 'D', 'B47D20'], ['320d', 140, 1995, 'D', 'B47D20'], ['320d xDrive', 140, 1995, 'D', 'B47D20'], ['330i', 190, 1998, 'P', 'B48B20'], ['330e', 215, 1998, 'PH', 'B48B20', 202009], ['M340d xDrive', 250, 2993, 'D', 'B57D30', 202009]]],
  ['BMW', '5 Touring (F11)', 201002, 201702, 'F10', 'E', [['520d', 135, 1995, 'D', 'N47D20', 201002, 201406], ['520d', 140, 1995, 'D', 'B47D20', 201407], ['525d', 160, 1995, 'D', 'N47D20', 201109], ['530d', 190, 2993, 'D', 'N57D30'], ['535d', 230, 2993, 'D', 'N57D30'], ['528i', 180, 1997, 'P', 'N20B20', 201109]]],
  ['BMW', '5 Touring (G31)', 201706, 202402, 'G30', 'E', [['520d', 140, 1995, 'D', 'B47D20'], ['520d xDrive', 140, 1995, 'D', 'B47D20'], ['530d xDrive', 195, 2993, 'D', 'B57D30'], ['530i', 185, 1998, 'P', 'B48B20'], ['530e', 215, 1998, 'PH', 'B48B20', 202006]]],
  ['BMW', 'X1 (F48)', 201510, 202210, 'UKL', 'D', [['sDrive18i', 103, 1499, 'P', 'B38A15'], ['sDrive18d', 110, 1995, 'D', 'B47C20'], ['xDrive20d', 140, 1995, 'D', 'B47C20'], ['xDrive25e', 162, 1499, 'PH', 'B38A15', 202003]]],
  ['BMW', 'X3 (G01)', 201709, null, 'G01', 'D', [['xDrive20d', 140, 1995, 'D', 'B47D20'], ['xDrive20i', 135, 1998, 'P', 'B48B20'], ['xDrive30d', 195, 2993, 'D', 'B57D30'], ['xDrive30e', 215, 1998, 'PH', 'B48B20', 201911]]],
  ['BMW', 'iX3 (G08)', 202107, null, 'G01', 'D', [['iX3', 210, null, 'E', null]]],
  ['BMW', 'X5 (F15, F85)', 201308, 201807, 'F15', 'E', [['xDrive25d', 160, 1995, 'D', null], ['xDrive30d', 190, 2993, 'D', 'N57D30'], ['xDrive40d', 230, 2993, 'D', 'N57D30'], ['xDrive40e', 230, 1997, 'PH', 'N20B20', 201510], ['xDrive50i', 330, 4395, 'P', 'N63B44']]],
  ['BMW', 'X5 (G05)', 201810, null, 'G05', 'E', [['xDrive30d', 195, 2993, 'D', 'B57D30'], ['xDrive40d', 250, 2993, 'D', 'B57D30', 202004], ['M50d', 294, 2993, 'D', 'B57D30', 201810, 202004], ['xDrive45e', 290, 2998, 'PH', 'B58B30', 201909], ['xDrive50e', 360, 2998, 'PH', 'B58B30', 202304]]],
  ['BMW', 'i3 (I01)', 201309, 202207, 'I01', 'B', [['i3 (60 Ah)', 125, null, 'E', null, 201309, 201607], ['i3 (94 Ah)', 125, null, 'E', null, 201607, 201810], ['i3 (120 Ah)', 125, null, 'E', null, 201811], ['i3s (120 Ah)', 135, null, 'E', null, 201811], ['i3 REx', 125, 647, 'PH', 'W20K06U0', 201309, 201810]]],
  ['BMW', 'i4 (G26)', 202111, null, 'G26', 'D', [['eDrive35', 210, null, 'E', null, 202303], ['eDrive40', 250, null, 'E', null], ['M50 xDrive', 400, null, 'E', null]]],
  ['BMW', 'iX (I20)', 202111, null, 'I20', 'E', [['xDrive40', 240, null, 'E', null], ['xDrive50', 385, null, 'E', null], ['M60', 455, null, 'E', null, 202206]]],
  ['BYD', 'Atto 3', 202210, null, 'e-Platform 3.0', 'C', [['60 kWh', 150, null, 'E', null]]],
  ['BYD', 'Dolphin', 202311, null, 'e-Platform 3.0', 'B', [['44.9 kWh', 70, null, 'E', null], ['60.4 kWh', 150, null, 'E', null]]],
  ['BYD', 'Seal', 202310, null, 'e-Platform 3.0', 'D', [['Design RWD', 230, null, 'E', null], ['Excellence AWD', 390, null, 'E', null]]],
  ['BYD', 'Tang EV', 202111, null, 'BYD-Tang', 'E', [['AWD 86 kWh', 380, null, 'E', null]]],
  ['BYD', 'Han EV', 202208, null, 'BYD-Han', 'E', [['AWD 85 kWh', 380, null, 'E', null]]],
  ['Citroën', 'C3 III (SX)', 201611, null, 'PF1', 'B', [['1.2 PureTech 82', 60, 1199, 'P', 'HMZ'], ['1.2 PureTech 110', 81, 1199, 'P', null], ['1.6 BlueHDi 100', 73, 1560, 'D', 'BHY', 201611, 201808], ['1.5 BlueHDi 100', 75, 1499, 'D', 'YHY', 201810]]],
  ['Citroën', 'C4 II (B7)', 201011, 201809, 'PF2', 'C', [['1.6 VTi', 88, 1598, 'P', '5FS'], ['1.6 HDi', 82, 1560, 'D', '9HR'], ['1.6 e-HDi', 84, 1560, 'D', null], ['1.6 BlueHDi 120', 88, 1560, 'D', null, 201407], ['1.2 PureTech 130', 96, 1199, 'P', 'HNY', 201407], ['2.0 HDi', 110, 1997, 'D', null]]],
  ['Citroën', 'C4 III (5_)', 202010, null, 'CMP', 'C', [['1.2 PureTech 130', 96, 1199, 'P', null], ['1.5 BlueHDi 130', 96, 1499, 'D', null], ['ë-C4', 100, null, 'E', 'ZKX'], ['ë-C4 (54 kWh)', 115, null, 'E', null, 202301]]],
  ['Citroën', 'C5 Aircross (A_)', 201809, null, 'EMP2', 'D', [['1.2 PureTech 130', 96, 1199, 'P', null], ['1.5 BlueHDi 130', 96, 1499, 'D', 'YHZ'], ['2.0 BlueHDi 180', 130, 1997, 'D', null], ['1.6 Plug-in Hybrid 225', 165, 1598, 'PH', null, 202012]]],
  ['Citroën', 'Berlingo III (K9)', 201806, null, 'EMP2', 'V', [['1.2 PureTech 110', 81, 1199, 'P', null], ['1.5 BlueHDi 100', 75, 1499, 'D', 'YHY'], ['1.5 BlueHDi 130', 96, 1499, 'D', 'YHZ'], ['ë-Berlingo', 100, null, 'E', 'ZKX', 202110]]],
  ['Cupra', 'Born (K11)', 202109, null, 'MEB', 'C', [['150 kW', 150, null, 'E', null], ['e-Boost 170 kW', 170, null, 'E', null], ['VZ', 240, null, 'E', null, 202406]]],
  ['Cupra', 'Formentor (KM7)', 202009, null, 'MQB-evo', 'D', [['1.5 TSI', 110, 1498, 'P', 'DPCA'], ['2.0 TDI', 110, 1968, 'D', null], ['1.4 e-Hybrid', 150, 1395, 'PH', 'DGEA', 202102], ['VZ 1.4 e-Hybrid', 180, 1395, 'PH', 'DGEA', 202102], ['VZ 2.0 TSI 4Drive', 228, 1984, 'P', null]]],
  ['Cupra', 'Leon (KL1)', 202010, null, 'MQB-evo', 'C', [['1.4 e-Hybrid', 180, 1395, 'PH', 'DGEA'], ['2.0 TSI', 221, 1984, 'P', null], ['1.5 eTSI', 110, 1498, 'P', null]]],
  ['Dacia', 'Duster (HS_)', 201004, 201801, 'B0', 'C', [['1.6 16V', 77, 1598, 'P', 'K4M'], ['1.5 dCi', 66, 1461, 'D', 'K9K'], ['1.5 dCi 4x4', 80, 1461, 'D', 'K9K'], ['1.2 TCe', 92, 1197, 'P', 'H5F', 201310]]],
  ['Dacia', 'Duster (HM_)', 201710, 202404, 'B0', 'C', [['1.6 SCe', 84, 1598, 'P', 'H4M'], ['1.5 dCi', 85, 1461, 'D', 'K9K'], ['1.5 Blue dCi 4x4', 85, 1461, 'D', 'K9K', 201809], ['1.3 TCe', 96, 1332, 'P', 'H5H', 201812], ['1.0 TCe', 67, 999, 'P', 'H4D', 201909]]],
  ['Dacia', 'Sandero III', 202009, null, 'CMF-B', 'B', [['1.0 SCe', 49, 999, 'P', 'H4D'], ['1.0 TCe', 67, 999, 'P', 'H4D']]],
  ['Dacia', 'Jogger', 202111, null, 'CMF-B', 'C', [['1.0 TCe', 81, 999, 'P', 'H4D'], ['Hybrid 140', 103, 1598, 'H', 'H4M', 202302]]],
  ['Dacia', 'Spring', 202103, null, 'CMF-A', 'A', [['Electric 45', 33, null, 'E', null], ['Electric 65', 48, null, 'E', null, 202211]]],
  ['Fiat', '500 (312_)', 200710, 202407, 'Fiat-Mini', 'A', [['1.2', 51, 1242, 'P', '169A4000'], ['0.9 TwinAir', 63, 875, 'P', '312A2000', 201009], ['1.3 D Multijet', 55, 1248, 'D', '169A1000'], ['1.0 Hybrid', 51, 999, 'P', null, 202001]]],
  ['Fiat', '500e (332_)', 202011, null, 'Fiat-332', 'A', [['24 kWh', 70, null, 'E', null], ['42 kWh', 87, null, 'E', null]]],
  ['Fiat', 'Tipo Stationwagon (356_)', 201605, null, 'Fiat-356', 'C', [['1.4', 70, 1368, 'P', '843A1000'], ['1.6 D Multijet', 88, 1598, 'D', null], ['1.0 T3', 74, 999, 'P', null, 202011]]],
  ['Fiat', 'Ducato (250_)', 200607, null, 'Fiat-250', 'V', [['2.3 D Multijet', 96, 2287, 'D', null], ['2.3 D Multijet', 110, 2287, 'D', null, 201105], ['3.0 D Multijet', 130, 2999, 'D', null], ['E-Ducato', 90, null, 'E', null, 202102]]],
  ['Ford', 'Focus III Turnier (DYB)', 201007, 201805, 'C1', 'C', [['1.0 EcoBoost', 74, 999, 'P', 'M2DA', 201207], ['1.0 EcoBoost', 92, 999, 'P', 'M1DA', 201207], ['1.6 Ti', 77, 1596, 'P', 'IQDB'], ['1.6 TDCi', 85, 1560, 'D', 'T1DA'], ['2.0 TDCi', 103, 1997, 'D', 'TXDA'], ['2.0 TDCi', 110, 1997, 'D', 'T7DA', 201411], ['Electric', 107, null, 'E', null, 201304]]],
  ['Ford', 'Focus IV Turnier (HP)', 201804, null, 'C2', 'C', [['1.0 EcoBoost', 74, 999, 'P', null], ['1.0 EcoBoost', 92, 999, 'P', null], ['1.0 EcoBoost mHEV', 114, 999, 'P', null, 202009], ['1.5 EcoBlue', 88, 1499, 'D', null], ['2.0 EcoBlue', 110, 1995, 'D', null], ['ST 2.3 EcoBoost', 206, 2261, 'P', null, 201906]]],
  ['Ford', 'Mondeo IV Turnier (BA7)', 200703, 201501, 'EUCD', 'D', [['2.0 TDCi', 96, 1997, 'D', 'AZBA'], ['2.0 TDCi', 103, 1997, 'D', 'QXBA'], ['2.2 TDCi', 129, 2179, 'D', 'Q4BA'], ['1.6 EcoBoost', 118, 1596, 'P', 'JTBA', 201011], ['2.0 EcoBoost SCTi', 149, 1999, 'P', 'TNBA', 201011]]],
  ['Ford', 'Mondeo V Turnier (CF)', 201409, 202204, 'CD4', 'D', [['1.5 EcoBoost', 118, 1498, 'P', null], ['2.0 TDCi', 110, 1997, 'D', null], ['2.0 TDCi', 132, 1997, 'D', null], ['2.0 Hybrid', 138, 1999, 'H', null, 201901]]],
  ['Ford', 'Kuga II (DM2)', 201303, 201912, 'C1', 'D', [['1.5 EcoBoost', 110, 1498, 'P', null], ['1.6 EcoBoost', 134, 1596, 'P', 'JQMA'], ['1.5 TDCi', 88, 1499, 'D', null, 201603], ['2.0 TDCi', 110, 1997, 'D', null], ['2.0 TDCi 4x4', 132, 1997, 'D', null]]],
  ['Ford', 'Kuga III (DFK)', 201911, null, 'C2', 'D', [['1.5 EcoBoost', 110, 1497, 'P', null], ['2.0 EcoBlue', 110, 1995, 'D', null], ['2.5 PHEV', 165, 2488, 'PH', null], ['2.5 FHEV AWD', 140, 2488, 'H', null, 202011]]],
  ['Ford', 'Puma (J2K)', 201909, null, 'B2', 'B', [['1.0 EcoBoost mHEV', 92, 999, 'P', null], ['1.0 EcoBoost mHEV', 114, 999, 'P', null], ['ST 1.5 EcoBoost', 147, 1497, 'P', null, 202010]]],
  ['Ford', 'Mustang Mach-E', 202101, null, 'GE1', 'D', [['Standard Range RWD', 198, null, 'E', null], ['Extended Range AWD', 258, null, 'E', null], ['GT', 358, null, 'E', null, 202202]]],
  ['Ford', 'Transit Custom (V362)', 201208, 202312, 'V362', 'V', [['2.2 TDCi', 74, 2198, 'D', null, 201208, 201608], ['2.2 TDCi', 92, 2198, 'D', null, 201208, 201608], ['2.0 EcoBlue', 77, 1995, 'D', null, 201608], ['2.0 EcoBlue', 96, 1995, 'D', null, 201608], ['2.0 EcoBlue', 125, 1995, 'D', null, 201608], ['1.0 EcoBoost PHEV', 92, 999, 'PH', null, 201911]]],
  ['Ford', 'Transit (V363)', 201404, null, 'V363', 'V', [['2.2 TDCi', 74, 2198, 'D', null, 201404, 201608], ['2.2 TDCi', 92, 2198, 'D', null, 201404, 201608], ['2.0 EcoBlue', 96, 1995, 'D', null, 201607], ['2.0 EcoBlue', 125, 1995, 'D', null, 201607], ['E-Transit', 198, null, 'E', null, 202204]]],
  ['Honda', 'CR-V IV (RM_)', 201210, 201810, 'RM', 'D', [['2.0 i-VTEC', 114, 1997, 'P', 'R20A9'], ['2.2 i-DTEC', 110, 2199, 'D', 'N22B3', 201210, 201509], ['1.6 i-DTEC', 88, 1597, 'D', 'N16A1', 201309], ['1.6 i-DTEC 4WD', 118, 1597, 'D', null, 201501]]],
  ['Honda', 'CR-V V (RW_, RT_)', 201810, 202312, 'RW', 'D', [['1.5 VTEC Turbo', 127, 1498, 'P', null], ['2.0 i-MMD Hybrid', 135, 1993, 'H', null], ['2.0 i-MMD Hybrid AWD', 135, 1993, 'H', null]]],
  ['Honda', 'Civic X (FK_)', 201701, 202112, 'FK', 'C', [['1.0 VTEC Turbo', 95, 988, 'P', 'P10A2'], ['1.5 VTEC Turbo', 134, 1498, 'P', 'L15B7'], ['1.6 i-DTEC', 88, 1597, 'D', 'N16A1', 201802], ['Type R 2.0', 235, 1996, 'P', 'K20C1']]],
  ['Honda', 'Jazz IV (GR_)', 202002, null, 'GR', 'B', [['1.5 e:HEV', 80, 1498, 'H', null]]],
  ['Honda', 'e (ZC7)', 202006, 202312, 'Honda-e', 'A', [['e', 100, null, 'E', null], ['e Advance', 113, null, 'E', null]]],
  ['Hyundai', 'i30 (GD)', 201112, 201712, 'J5', 'C', [['1.4', 73, 1396, 'P', 'G4FA'], ['1.6 GDI', 99, 1591, 'P', 'G4FD'], ['1.6 CRDi', 81, 1582, 'D', 'D4FB'], ['1.6 CRDi', 94, 1582, 'D', 'D4FB']]],
  ['Hyundai', 'i30 (PD)', 201703, null, 'K2', 'C', [['1.0 T-GDI', 88, 998, 'P', 'G3LC'], ['1.4 T-GDI', 103, 1353, 'P', 'G4LD'], ['1.6 CRDi', 85, 1598, 'D', 'D4FE'], ['1.6 CRDi', 100, 1598, 'D', 'D4FE'], ['1.5 T-GDI mHEV', 117, 1482, 'P', null, 202011], ['N 2.0 T-GDI', 202, 1998, 'P', 'G4KH', 201710]]],
  ['Hyundai', 'Kona (OS, OSE, OSI)', 201706, 202303, 'OS', 'B', [['1.0 T-GDI', 88, 998, 'P', 'G3LC'], ['1.6 T-GDI', 130, 1591, 'P', 'G4FJ'], ['1.6 CRDi', 85, 1598, 'D', 'D4FE', 201809], ['1.6 GDI Hybrid', 104, 1580, 'H', 'G4LE', 201907]]],
  ['Hyundai', 'Kona Electric (OSE)', 201806, 202303, 'OS', 'B', [['39 kWh', 100, null, 'E', null], ['64 kWh', 150, null, 'E', null]]],
  ['Hyundai', 'Kona (SX2)', 202303, null, 'K3', 'C', [['1.6 GDI Hybrid', 104, 1580, 'H', 'G4LE'], ['Electric 48 kWh', 115, null, 'E', null], ['Electric 65 kWh', 160, null, 'E', null]]],
  ['Hyundai', 'Ioniq (AE)', 201607, 202207, 'HMG-AE', 'C', [['1.6 GDI Hybrid', 104, 1580, 'H', 'G4LE'], ['1.6 GDI Plug-in Hybrid', 104, 1580, 'PH', 'G4LE', 201705], ['Electric', 88, null, 'E', null, 201607, 201907], ['Electric', 100, null, 'E', null, 201907]]],
  ['Hyundai', 'Ioniq 5 (NE)', 202104, null, 'E-GMP', 'D', [['58 kWh RWD', 125, null, 'E', null], ['72.6 kWh RWD', 160, null, 'E', null], ['72.6 kWh AWD', 225, null, 'E', null], ['77.4 kWh RWD', 168, null, 'E', null, 202209], ['N', 448, null, 'E', null, 202403]]],
  ['Hyundai', 'Ioniq 6 (CE)', 202209, null, 'E-GMP', 'D', [['77.4 kWh RWD', 168, null, 'E', null], ['77.4 kWh AWD', 239, null, 'E', null]]],
  ['Hyundai', 'Tucson (TL, TLE)', 201506, 202012, 'TL', 'D', [['1.6 GDI', 97, 1591, 'P', 'G4FD'], ['1.6 T-GDI 4WD', 130, 1591, 'P', 'G4FJ'], ['1.7 CRDi', 85, 1685, 'D', 'D4FD'], ['2.0 CRDi', 100, 1995, 'D', 'D4HA'], ['2.0 CRDi 4WD', 136, 1995, 'D', 'D4HA']]],
  ['Hyundai', 'Tucson (NX4)', 202009, null, 'N3', 'D', [['1.6 T-GDI', 110, 1598, 'P', 'G4FT'], ['1.6 CRDi', 100, 1598, 'D', 'D4FE'], ['1.6 T-GDI Hybrid', 169, 1598, 'H', 'G4FT'], ['1.6 T-GDI Plug-in Hybrid 4WD', 195, 1598, 'PH', 'G4FT', 202103]]],
  ['Hyundai', 'Santa Fe IV (TM)', 201802, 202307, 'TM', 'E', [['2.0 CRDi', 137, 1995, 'D', 'D4HA'], ['2.2 CRDi 4WD', 147, 2199, 'D', 'D4HB'], ['1.6 T-GDI Hybrid', 169, 1598, 'H', 'G4FT', 202012], ['1.6 T-GDI Plug-in Hybrid 4WD', 195, 1598, 'PH', 'G4FT', 202104]]],
  ['Jaguar', 'I-Pace (X590)', 201803, null, 'X590', 'E', [['EV320', 235, null, 'E', null, 202010], ['EV400', 294, null, 'E', null]]],
  ['Jaguar', 'F-Pace (X761)', 201604, null, 'iQ-Al', 'E', [['2.0 D', 132, 1999, 'D', '204DTD'], ['3.0 D AWD', 221, 2993, 'D', '306DT'], ['P400e AWD', 297, 1997, 'PH', null, 202103]]],
  ['Kia', "cee'd Sportswagon (JD)", 201209, 201812, 'J5', 'C', [['1.4 CVVT', 73, 1396, 'P', 'G4FA'], ['1.6 GDI', 99, 1591, 'P', 'G4FD'], ['1.6 CRDi', 81, 1582, 'D', 'D4FB'], ['1.6 CRDi', 94, 1582, 'D', 'D4FB'], ['1.0 T-GDI', 88, 998, 'P', 'G3LC', 201507]]],
  ['Kia', 'Ceed Sportswagon (CD)', 201809, null, 'K2', 'C', [['1.0 T-GDI', 88, 998, 'P', 'G3LC'], ['1.4 T-GDI', 103, 1353, 'P', 'G4LD'], ['1.6 CRDi', 85, 1598, 'D', 'D4FE'], ['1.6 GDI Plug-in Hybrid', 104, 1580, 'PH', 'G4LE', 202003]]],
  ['Kia', 'Niro I (DE)', 201605, 202208, 'HMG-AE', 'C', [['1.6 GDI Hybrid', 104, 1580, 'H', 'G4LE'], ['1.6 GDI Plug-in Hybrid', 104, 1580, 'PH', 'G4LE', 201706]]],
  ['Kia', 'e-Niro (DE)', 201807, 202208, 'HMG-AE', 'C', [['39 kWh', 100, null, 'E', null], ['64 kWh', 150, null, 'E', null]]],
  ['Kia', 'Niro II (SG2)', 202206, null, 'K3', 'C', [['1.6 GDI Hybrid', 104, 1580, 'H', null], ['1.6 GDI Plug-in Hybrid', 135, 1580, 'PH', null], ['EV 64.8 kWh', 150, null, 'E', null]]],
  ['Kia', 'EV6 (CV)', 202109, null, 'E-GMP', 'D', [['58 kWh RWD', 125, null, 'E', null], ['77.4 kWh RWD', 168, null, 'E', null], ['77.4 kWh AWD', 239, null, 'E', null], ['GT AWD', 430, null, 'E', null, 202210]]],
  ['Kia', 'Sportage IV (QL, QLE)', 201509, 202112, 'TL', 'D', [['1.6 GDI', 97, 1591, 'P', 'G4FD'], ['1.6 T-GDI AWD', 130, 1591, 'P', 'G4FJ'], ['1.7 CRDi', 85, 1685, 'D', 'D4FD'], ['2.0 CRDi', 100, 1995, 'D', 'D4HA'], ['2.0 CRDi AWD', 136, 1995, 'D', 'D4HA']]],
  ['Kia', 'Sportage V (NQ5)', 202109, null, 'N3', 'D', [['1.6 CRDi mHEV', 100, 1598, 'D', 'D4FE'], ['1.6 T-GDI HEV', 169, 1598, 'H', 'G4FT'], ['1.6 T-GDI PHEV AWD', 195, 1598, 'PH', 'G4FT', 202201]]],
  ['Kia', 'Sorento IV (MQ4)', 202009, null, 'N3', 'E', [['2.2 CRDi AWD', 148, 2151, 'D', 'D4HE'], ['1.6 T-GDI HEV', 169, 1598, 'H', 'G4FT'], ['1.6 T-GDI PHEV AWD', 195, 1598, 'PH', 'G4FT', 202102]]],
  ['Kia', 'Soul EV (PS)', 201405, 201903, 'PS', 'B', [['27 kWh', 81, null, 'E', null, 201405, 201712], ['30 kWh', 81, null, 'E', null, 201801]], TYPE_1],
  ['Kia', 'e-Soul (SK3)', 201905, null, 'SK3', 'B', [['39 kWh', 100, null, 'E', null], ['64 kWh', 150, null, 'E', null]]],
  ['Land Rover', 'Discovery Sport (L550)', 201409, null, 'D8', 'D', [['2.2 SD4', 140, 2179, 'D', '224DT', 201409, 201509], ['2.0 TD4', 110, 1999, 'D', '204DTD', 201509], ['2.0 Si4', 177, 1998, 'P', '204PT', 201509], ['P300e', 227, 1497, 'PH', null, 202007]]],
  ['Land Rover', 'Range Rover Evoque (L551)', 201902, null, 'PTA', 'D', [['D150', 110, 1999, 'D', '204DTD'], ['D180', 132, 1999, 'D', '204DTA'], ['P200', 147, 1997, 'P', 'PT204'], ['P300e', 227, 1497, 'PH', null, 202007]]],
  ['Land Rover', 'Range Rover Sport (L494)', 201303, 202209, 'PLA', 'E', [['3.0 TDV6', 190, 2993, 'D', '306DT'], ['3.0 SDV6', 215, 2993, 'D', '306DT'], ['5.0 V8', 375, 5000, 'P', '508PS'], ['P400e', 297, 1997, 'PH', 'PT204', 201801]]],
  ['Lexus', 'CT (ZWA10_)', 201012, 202210, 'MC-C', 'C', [['200h', 73, 1798, 'H', '2ZR-FXE']]],
  ['Lexus', 'NX (_Z1_)', 201407, 202110, 'New MC', 'D', [['300h', 114, 2494, 'H', '2AR-FXE'], ['300h AWD', 114, 2494, 'H', '2AR-FXE'], ['200t AWD', 175, 1998, 'P', '8AR-FTS']]],
  ['Lexus', 'RX (_L2_)', 201510, 202211, 'GA-K', 'E', [['450h AWD', 193, 3456, 'H', '2GR-FXS'], ['200t AWD', 175, 1998, 'P', '8AR-FTS']]],
  ['Lexus', 'UX (_A1_)', 201811, null, 'TNGA-C', 'C', [['250h', 112, 1987, 'H', 'M20A-FXS'], ['250h AWD', 112, 1987, 'H', 'M20A-FXS'], ['300e', 150, null, 'E', null, 202003]]],
  ['Mazda', '3 (BM, BN)', 201306, 201906, 'BM', 'C', [['1.5', 74, 1496, 'P', 'P5-VPS'], ['2.0', 88, 1998, 'P', 'PE-VPS'], ['2.0', 121, 1998, 'P', 'PE-VPS'], ['1.5 D', 77, 1499, 'D', 'S5-DPTS', 201604], ['2.2 D', 110, 2191, 'D', 'SH-VPTS']]],
  ['Mazda', '3 (BP)', 201901, null, 'BP', 'C', [['2.0 Skyactiv-G', 90, 1998, 'P', 'PE-VPS'], ['2.0 Skyactiv-X', 132, 1998, 'P', null], ['1.8 Skyactiv-D', 85, 1759, 'D', null], ['2.5 e-Skyactiv G', 103, 2488, 'P', 'PY-VPS', 202301]]],
  ['Mazda', '6 Estate (GJ, GL)', 201212, 202312, 'GJ', 'D', [['2.0', 107, 1998, 'P', 'PE-VPS'], ['2.5', 141, 2488, 'P', 'PY-VPS'], ['2.2 D', 110, 2191, 'D', 'SH-VPTS'], ['2.2 D', 129, 2191, 'D', 'SH-VPTR']]],
  ['Mazda', 'CX-5 (KE, GH)', 201111, 201706, 'KE', 'D', [['2.0', 118, 1998, 'P', 'PE-VPS'], ['2.5 AWD', 141, 2488, 'P', 'PY-VPS', 201403], ['2.2 D', 110, 2191, 'D', 'SH-VPTS'], ['2.2 D AWD', 129, 2191, 'D', 'SH-VPTR']]],
  ['Mazda', 'CX-5 (KF)', 201702, null, 'KF', 'D', [['2.0', 121, 1998, 'P', 'PE-VPS'], ['2.5 AWD', 143, 2488, 'P', 'PY-VPS'], ['2.2 D', 110, 2191, 'D', 'SH-VPTS'], ['2.2 D AWD', 135, 2191, 'D', 'SH-VPTR']]],
  ['Mazda', 'MX-30 (DR)', 202009, null, 'DR', 'C', [['e-Skyactiv', 107, null, 'E', null], ['e-Skyactiv R-EV', 125, 830, 'PH', null, 202304]]],
  ['Mazda', 'CX-60 (KH)', 202204, null, 'KH', 'E', [['2.5 PHEV AWD', 241, 2488, 'PH', 'PY-VPH'], ['3.3 e-Skyactiv D AWD', 187, 3283, 'D', null, 202304]]],
  ['Mercedes-Benz', 'A-Klasse (W176)', 201206, 201805, 'MFA', 'C', [['A 180 CDI', 80, 1461, 'D', 'OM 607.951'], ['A 200 CDI', 100, 2143, 'D', 'OM 651.901'], ['A 180', 90, 1595, 'P', 'M 270.910'], ['A 200', 115, 1595, 'P', 'M 270.910'], ['A 45 AMG 4MATIC', 265, 1991, 'P', 'M 133.980', 201306]]],
  ['Mercedes-Benz', 'A-Klasse (W177)', 201803, null, 'MFA2', 'C', [['A 180 d', 85, 1461, 'D', 'OM 608.915'], ['A 200', 120, 1332, 'P', 'M 282.914'], ['A 200 d', 110, 1950, 'D', null, 201811], ['A 250 e', 160, 1332, 'PH', 'M 282.914', 202001]]],
  ['Mercedes-Benz', 'C-Klasse T-Model (S204)', 200708, 201408, 'W204', 'D', [['C 180 Kompressor', 115, 1796, 'P', 'M 271.950'], ['C 200 CDI', 100, 2143, 'D', 'OM 651.913', 200901], ['C 220 CDI', 125, 2143, 'D', 'OM 651.911', 200901], ['C 250 CDI', 150, 2143, 'D', 'OM 651.912', 200901], ['C 350 CDI', 170, 2987, 'D', 'OM 642.961']]],
  ['Mercedes-Benz', 'C-Klasse (W205)', 201401, 202106, 'MRA', 'D', [['C 200', 135, 1991, 'P', 'M 274.920'], ['C 200 d', 100, 1598, 'D', 'OM 626.951'], ['C 220 d', 125, 2143, 'D', 'OM 651.921', 201401, 201806], ['C 220 d', 143, 1950, 'D', 'OM 654.920', 201806], ['C 250 d', 150, 2143, 'D', 'OM 651.921'], ['C 350 e', 155, 1991, 'PH', 'M 274.920', 201502, 201806], ['C 300 e', 155, 1991, 'PH', 'M 264.920', 201907]]],
  ['Mercedes-Benz', 'C-Klasse (W206)', 202103, null, 'MRA2', 'D', [['C 200', 150, 1496, 'P', 'M 254.915'], ['C 200 d', 120, 1993, 'D', 'OM 654.820'], ['C 220 d', 147, 1993, 'D', 'OM 654.820'], ['C 300 e', 230, 1999, 'PH', 'M 254.920', 202206]]],
  ['Mercedes-Benz', 'E-Klasse T-Model (S212)', 200908, 201612, 'W212', 'E', [['E 200 CDI', 100, 2143, 'D', 'OM 651.924'], ['E 220 CDI', 125, 2143, 'D', 'OM 651.924'], ['E 250 CDI', 150, 2143, 'D', 'OM 651.924'], ['E 350 CDI', 170, 2987, 'D', 'OM 642.850'], ['E 300 BlueTEC Hybrid', 150, 2143, 'HD', 'OM 651.924', 201206]]],
  ['Mercedes-Benz', 'E-Klasse (W213)', 201603, 202310, 'MRA', 'E', [['E 200', 135, 1991, 'P', 'M 274.920'], ['E 220 d', 143, 1950, 'D', 'OM 654.920'], ['E 350 d', 190, 2987, 'D', 'OM 642.872'], ['E 300 e', 235, 1991, 'PH', 'M 274.920', 201904], ['E 300 de', 225, 1950, 'PHD', 'OM 654.920', 201904]]],
  ['Mercedes-Benz', 'GLC (X253)', 201506, 202206, 'MRA', 'D', [['220 d 4MATIC', 125, 2143, 'D', 'OM 651.921', 201506, 201906], ['220 d 4MATIC', 143, 1950, 'D', 'OM 654.920', 201906], ['250 d 4MATIC', 150, 2143, 'D', 'OM 651.921'], ['350 e 4MATIC', 235, 1991, 'PH', 'M 274.920', 201601, 201906], ['300 e 4MATIC', 235, 1991, 'PH', 'M 274.920', 201911]]],
  ['Mercedes-Benz', 'EQC (N293)', 201905, null, 'MRA', 'D', [['400 4MATIC', 300, null, 'E', null]]],
  ['Mercedes-Benz', 'EQA (H243)', 202102, null, 'MFA2', 'C', [['250', 140, null, 'E', null], ['300 4MATIC', 168, null, 'E', null], ['350 4MATIC', 215, null, 'E', null]]],
  ['Mercedes-Benz', 'Vito (W447)', 201410, null, 'VS20', 'V', [['109 CDI', 65, 1598, 'D', 'OM 622.951'], ['114 CDI', 100, 2143, 'D', 'OM 651.950'], ['116 CDI', 120, 2143, 'D', 'OM 651.950'], ['119 CDI', 140, 2143, 'D', 'OM 651.950'], ['eVito', 85, null, 'E', null, 201803]]],
  ['Mercedes-Benz', 'Sprinter (906)', 200604, 201805, 'NCV3', 'V', [['313 CDI', 95, 2143, 'D', 'OM 651.955', 200907], ['316 CDI', 120, 2143, 'D', null, 200907], ['319 CDI', 140, 2987, 'D', null]]],
  ['Mercedes-Benz', 'Sprinter (907)', 201802, null, 'VS30', 'V', [['311 CDI', 84, 2143, 'D', null], ['314 CDI', 105, 2143, 'D', null], ['316 CDI', 120, 2143, 'D', null], ['eSprinter', 85, null, 'E', null, 201908]]],
  ['MG', 'ZS EV (ZS11)', 201909, null, 'SAIC-ZS', 'B', [['44.5 kWh', 105, null, 'E', null], ['72 kWh', 115, null, 'E', null, 202108]]],
  ['MG', 'MG4 Electric (EH32)', 202209, null, 'MSP', 'C', [['Standard 51 kWh', 125, null, 'E', null], ['Long Range 64 kWh', 150, null, 'E', null], ['XPOWER AWD', 320, null, 'E', null, 202307]]],
  ['MG', 'MG5 Electric', 202011, null, 'SAIC-MG5', 'C', [['Long Range 61 kWh', 115, null, 'E', null]]],
  ['MG', 'Marvel R', 202110, 202312, 'SAIC-SSA', 'D', [['RWD', 132, null, 'E', null], ['Performance AWD', 212, null, 'E', null]]],
  ['MG', 'HS', 201911, null, 'SAIC-SSA', 'D', [['1.5 T-GDI', 119, 1490, 'P', null], ['1.5 T-GDI PHEV', 190, 1490, 'PH', null, 202011]]],
  ['Mini', 'Mini (F56)', 201311, 202403, 'UKL', 'B', [['One', 75, 1198, 'P', 'B38A12'], ['Cooper', 100, 1499, 'P', 'B38A15'], ['Cooper S', 141, 1998, 'P', 'B48A20'], ['Cooper D', 85, 1496, 'D', 'B37C15'], ['Cooper SE', 135, null, 'E', null, 202003]]],
  ['Mini', 'Countryman (F60)', 201702, 202310, 'UKL', 'C', [['Cooper', 100, 1499, 'P', 'B38A15'], ['Cooper S', 141, 1998, 'P', 'B48A20'], ['Cooper D', 110, 1995, 'D', 'B47C20'], ['Cooper SE ALL4', 165, 1499, 'PH', 'B38A15', 201706]]],
  ['Mitsubishi', 'i-MiEV (HA_)', 200910, 202103, 'i-MiEV', 'A', [['Electric (16 kWh)', 49, null, 'E', null, 200910, 201212], ['Electric (14.5 kWh)', 49, null, 'E', null, 201301]], TYPE_1],
  ['Mitsubishi', 'ASX (GA_W_)', 201006, 202312, 'GS', 'C', [['1.6', 86, 1590, 'P', '4A92'], ['1.8 DI-D', 85, 1798, 'D', '4N13'], ['2.2 DI-D 4WD', 110, 2268, 'D', '4N14', 201307], ['2.0', 110, 1998, 'P', '4B11']]],
  ['Mitsubishi', 'Outlander III (GF_W, GG_W)', 201208, 202112, 'GS', 'D', [['2.0', 110, 1998, 'P', '4B11'], ['2.2 DI-D 4WD', 110, 2268, 'D', '4N14'], ['2.0 PHEV 4WD', 89, 1998, 'PH', '4B11', 201310, 201808], ['2.4 PHEV 4WD', 99, 2360, 'PH', '4B12', 201808]], TYPE_1],
  ['Mitsubishi', 'Outlander IV (GN0W)', 202304, null, 'CMF-CD', 'E', [['2.4 PHEV 4WD', 136, 2360, 'PH', '4B12']]],
  ['Mitsubishi', 'Eclipse Cross (GK_)', 201711, null, 'GS', 'D', [['1.5 T', 120, 1499, 'P', '4B40'], ['2.4 PHEV 4WD', 98, 2360, 'PH', '4B12', 202101]]],
  ['Mitsubishi', 'L200 (KL_)', 201505, null, 'KL', 'V', [['2.4 DI-D 4WD', 113, 2442, 'D', '4N15'], ['2.4 DI-D 4WD', 133, 2442, 'D', '4N15']]],
  ['Nissan', 'Leaf (ZE0)', 201011, 201709, 'Leaf', 'C', [['24 kWh', 80, null, 'E', 'EM61', 201011, 201312], ['24 kWh', 80, null, 'E', 'EM57', 201312], ['30 kWh', 80, null, 'E', 'EM57', 201601]], TYPE_1],
  ['Nissan', 'Leaf (ZE1)', 201710, null, 'Leaf', 'C', [['40 kWh', 110, null, 'E', 'EM57'], ['e+ 62 kWh', 160, null, 'E', 'EM57', 201906]]],
  ['Nissan', 'Qashqai II (J11)', 201311, 202106, 'CMF-CD', 'C', [['1.2 DIG-T', 85, 1197, 'P', 'HRA2DDT'], ['1.3 DIG-T', 103, 1332, 'P', 'HR13DDT', 201810], ['1.6 DIG-T', 120, 1618, 'P', 'MR16DDT', 201406], ['1.5 dCi', 81, 1461, 'D', 'K9K'], ['1.6 dCi', 96, 1598, 'D', 'R9M']]],
  ['Nissan', 'Qashqai III (J12)', 202102, null, 'CMF-C', 'C', [['1.3 DIG-T mHEV', 103, 1332, 'P', 'HR13DDT'], ['1.3 DIG-T mHEV', 116, 1332, 'P', 'HR13DDT'], ['1.5 e-Power', 140, 1497, 'H', 'KR15DDT', 202207]]],
  ['Nissan', 'X-Trail (T32)', 201404, 202206, 'CMF-CD', 'D', [['1.6 DIG-T', 120, 1618, 'P', 'MR16DDT'], ['1.6 dCi', 96, 1598, 'D', 'R9M'], ['2.0 dCi 4x4', 130, 1995, 'D', 'M9R'], ['1.7 dCi', 110, 1749, 'D', 'R9N', 201901]]],
  ['Nissan', 'Ariya (FE0)', 202205, null, 'CMF-EV', 'D', [['63 kWh', 160, null, 'E', null], ['87 kWh', 178, null, 'E', null], ['87 kWh e-4ORCE', 225, null, 'E', null]]],
  ['Nissan', 'e-NV200', 201406, 202210, 'e-NV200', 'V', [['24 kWh', 80, null, 'E', 'EM57'], ['40 kWh', 80, null, 'E', 'EM57', 201802]], TYPE_1],
  ['Nissan', 'Navara (D23)', 201506, 202112, 'D23', 'V', [['2.3 dCi 4x4', 120, 2298, 'D', 'YS23DDT'], ['2.3 dCi 4x4', 140, 2298, 'D', 'YS23DDTT']]],
  ['Opel', 'Astra J Sports Tourer (P10)', 201010, 201510, 'Delta II', 'C', [['1.6', 85, 1598, 'P', 'A16XER'], ['1.4 Turbo', 103, 1364, 'P', 'A14NET'], ['1.7 CDTI', 81, 1686, 'D', 'A17DTJ'], ['1.7 CDTI', 92, 1686, 'D', 'A17DTR'], ['2.0 CDTI', 121, 1956, 'D', 'A20DTH'], ['1.6 CDTI', 100, 1598, 'D', 'B16DTH', 201309]]],
  ['Opel', 'Astra K Sports Tourer (B16)', 201511, 202203, 'D2XX', 'C', [['1.0 Turbo', 77, 999, 'P', 'B10XFT'], ['1.4 Turbo', 92, 1399, 'P', 'B14XFL'], ['1.4 Turbo', 110, 1399, 'P', 'B14XFT'], ['1.6 CDTI', 81, 1598, 'D', 'B16DTE'], ['1.6 CDTI', 100, 1598, 'D', 'B16DTH'], ['1.2 Turbo', 96, 1199, 'P', null, 201910], ['1.5 Diesel', 90, 1496, 'D', null, 201910]]],
  ['Opel', 'Astra L Sports Tourer (O5)', 202111, null, 'EMP2', 'C', [['1.2 Turbo', 96, 1199, 'P', null], ['1.5 Diesel', 96, 1499, 'D', null], ['1.6 Plug-in Hybrid', 133, 1598, 'PH', null], ['Electric', 115, null, 'E', null, 202304]], PSA_ENGINES],
  ['Opel', 'Insignia A Sports Tourer (G09)', 200807, 201703, 'Epsilon II', 'D', [['1.6 Turbo', 132, 1598, 'P', 'A16LET'], ['2.0 Turbo 4x4', 162, 1998, 'P', 'A20NHT'], ['2.0 CDTI', 96, 1956, 'D', 'A20DTJ'], ['2.0 CDTI', 118, 1956, 'D', 'A20DTH'], ['2.0 BiTurbo CDTI 4x4', 143, 1956, 'D', 'A20DTR', 201201]]],
  ['Opel', 'Insignia B Sports Tourer (Z18)', 201703, 202212, 'E2XX', 'D', [['1.5 Turbo', 121, 1490, 'P', null], ['1.6 Diesel', 100, 1598, 'D', 'B16DTH'], ['2.0 Diesel', 125, 1956, 'D', null], ['2.0 BiTurbo Diesel 4x4', 154, 1956, 'D', null]]],
  ['Opel', 'Ampera-e', 201705, 202012, 'BEV2', 'B', [['60 kWh', 150, null, 'E', null]]],
  ['Opel', 'Corsa F (P2JO)', 201909, null, 'CMP', 'B', [['1.2', 55, 1199, 'P', null], ['1.2 Turbo', 74, 1199, 'P', null], ['1.2 Turbo', 96, 1199, 'P', null], ['1.5 Diesel', 75, 1499, 'D', null], ['Corsa-e', 100, null, 'E', 'ZKX']], PSA_ENGINES],
  ['Opel', 'Mokka (J13)', 202102, null, 'CMP', 'B', [['1.2 Turbo', 96, 1199, 'P', null], ['1.5 Diesel', 81, 1499, 'D', null], ['Mokka-e', 100, null, 'E', 'ZKX']], PSA_ENGINES],
  ['Opel', 'Vivaro C (K0)', 201904, null, 'EMP2', 'V', [['1.5 Diesel', 88, 1499, 'D', null], ['2.0 Diesel', 110, 1997, 'D', null], ['Vivaro-e', 100, null, 'E', null, 202004]], PSA_ENGINES],
  ['Peugeot', '208 I (CA_, CC_)', 201203, 201912, 'PF1', 'B', [['1.0 VTi', 50, 999, 'P', 'ZMZ'], ['1.2 VTi', 60, 1199, 'P', 'HMZ'], ['1.2 PureTech 110', 81, 1199, 'P', 'HNZ', 201405], ['1.4 HDi', 50, 1398, 'D', '8HR'], ['1.6 e-HDi', 68, 1560, 'D', '9HP'], ['1.6 BlueHDi 100', 73, 1560, 'D', 'BHY', 201404], ['GTi 1.6 THP', 147, 1598, 'P', null, 201305]]],
  ['Peugeot', '208 II (UB_, UP_)', 201906, null, 'CMP', 'B', [['1.2 PureTech 75', 55, 1199, 'P', null], ['1.2 PureTech 100', 74, 1199, 'P', null], ['1.2 PureTech 130', 96, 1199, 'P', null], ['1.5 BlueHDi 100', 75, 1499, 'D', 'YHY'], ['e-208', 100, null, 'E', 'ZKX'], ['e-208 (51 kWh)', 115, null, 'E', null, 202305]]],
  ['Peugeot', '2008 II (UD_, US_)', 201912, null, 'CMP', 'B', [['1.2 PureTech 130', 96, 1199, 'P', null], ['1.5 BlueHDi 110', 81, 1499, 'D', null], ['e-2008', 100, null, 'E', 'ZKX'], ['e-2008 (54 kWh)', 115, null, 'E', null, 202305]]],
  ['Peugeot', '308 II SW (LC_, LJ_, LR_, LX_, L4_)', 201403, 202106, 'EMP2', 'C', [['1.2 PureTech 130', 96, 1199, 'P', 'HNY'], ['1.6 BlueHDi 120', 88, 1560, 'D', null], ['2.0 BlueHDi 150', 110, 1997, 'D', null], ['1.5 BlueHDi 130', 96, 1499, 'D', 'YHZ', 201805]]],
  ['Peugeot', '308 III SW (FC_, FJ_, FR_)', 202109, null, 'EMP2', 'C', [['1.2 PureTech 130', 96, 1199, 'P', null], ['1.5 BlueHDi 130', 96, 1499, 'D', null], ['Hybrid 180', 133, 1598, 'PH', null], ['Hybrid 225', 165, 1598, 'PH', null], ['e-308', 115, null, 'E', null, 202305]]],
  ['Peugeot', '3008 II (MC_, MR_, MJ_, M4_)', 201605, 202312, 'EMP2', 'D', [['1.2 PureTech 130', 96, 1199, 'P', 'HNY'], ['1.6 BlueHDi 120', 88, 1560, 'D', null], ['2.0 BlueHDi 150', 110, 1997, 'D', null], ['1.5 BlueHDi 130', 96, 1499, 'D', 'YHZ', 201805], ['Hybrid 225', 165, 1598, 'PH', null, 202001], ['Hybrid4 300', 221, 1598, 'PH', null, 202001]]],
  ['Peugeot', '5008 II (MC_, MJ_, MR_, M4_)', 201705, 202312, 'EMP2', 'D', [['1.2 PureTech 130', 96, 1199, 'P', 'HNY'], ['1.5 BlueHDi 130', 96, 1499, 'D', 'YHZ', 201805], ['2.0 BlueHDi 180', 130, 1997, 'D', null]]],
  ['Peugeot', 'Expert (V_)', 201604, null, 'EMP2', 'V', [['1.6 BlueHDi 95', 70, 1560, 'D', null], ['2.0 BlueHDi 120', 90, 1997, 'D', null], ['2.0 BlueHDi 150', 110, 1997, 'D', null], ['e-Expert', 100, null, 'E', null, 202008]]],
  ['Peugeot', 'Partner III (K9)', 201806, null, 'EMP2', 'V', [['1.5 BlueHDi 100', 75, 1499, 'D', 'YHY'], ['1.5 BlueHDi 130', 96, 1499, 'D', 'YHZ'], ['e-Partner', 100, null, 'E', null, 202110]]],
  ['Polestar', '2 (534)', 202007, null, 'CMA', 'D', [['Long Range Dual Motor', 300, null, 'E', null], ['Standard Range Single Motor', 165, null, 'E', null, 202103], ['Long Range Single Motor', 170, null, 'E', null, 202103, 202401], ['Long Range Single Motor', 220, null, 'E', null, 202402], ['Long Range Dual Motor', 310, null, 'E', null, 202402]]],
  ['Polestar', '3', 202404, null, 'SPA2', 'E', [['Long Range Dual Motor', 360, null, 'E', null], ['Long Range Single Motor', 220, null, 'E', null, 202502]]],
  ['Polestar', '4', 202405, null, 'SEA', 'D', [['Long Range Single Motor', 200, null, 'E', null], ['Long Range Dual Motor', 400, null, 'E', null]]],
  ['Porsche', 'Macan (95B)', 201402, null, 'MLB', 'D', [['2.0', 185, 1984, 'P', null, 201604], ['S Diesel', 190, 2967, 'D', null, 201402, 201809], ['S', 250, 2997, 'P', null]]],
  ['Porsche', 'Cayenne (9YA)', 201711, null, 'MLB-evo', 'E', [['3.0', 250, 2995, 'P', null], ['S', 324, 2894, 'P', null], ['E-Hybrid', 340, 2995, 'PH', null, 201906]]],
  ['Porsche', 'Taycan (Y1A)', 201909, null, 'J1', 'E', [['Taycan', 240, null, 'E', null, 202102], ['4S', 320, null, 'E', null], ['Turbo', 460, null, 'E', null], ['Turbo S', 560, null, 'E', null]]],
  ['Renault', 'Clio IV (BH_)', 201211, 202007, 'Renault-B', 'B', [['0.9 TCe', 66, 898, 'P', 'H4B'], ['1.2 TCe', 88, 1197, 'P', 'H5F'], ['1.5 dCi', 55, 1461, 'D', 'K9K'], ['1.5 dCi', 66, 1461, 'D', 'K9K']]],
  ['Renault', 'Captur I (J5_, H5_)', 201306, 201912, 'Renault-B', 'B', [['0.9 TCe', 66, 898, 'P', 'H4B'], ['1.2 TCe', 87, 1197, 'P', 'H5F'], ['1.5 dCi', 66, 1461, 'D', 'K9K'], ['1.5 dCi', 81, 1461, 'D', 'K9K', 201507]]],
  ['Renault', 'Zoe (BFM_)', 201211, 202403, 'Zoe', 'B', [['Q210 (22 kWh)', 65, null, 'E', null, 201211, 201612], ['R240 (22 kWh)', 65, null, 'E', null, 201501, 201612], ['R90 (41 kWh)', 68, null, 'E', null, 201612, 201908], ['R110 (52 kWh)', 80, null, 'E', null, 201908], ['R135 (52 kWh)', 100, null, 'E', null, 201908]]],
  ['Renault', 'Mégane III Grandtour (KZ0/1)', 200911, 201610, 'Renault-C', 'C', [['1.6 16V', 81, 1598, 'P', 'K4M'], ['1.2 TCe', 85, 1197, 'P', 'H5F', 201211], ['1.5 dCi', 81, 1461, 'D', 'K9K'], ['1.6 dCi', 96, 1598, 'D', 'R9M', 201107], ['1.9 dCi', 96, 1870, 'D', 'F9Q']]],
  ['Renault', 'Mégane IV Grandtour (K9A/M/N_)', 201609, 202406, 'CMF-CD', 'C', [['1.2 TCe', 97, 1197, 'P', 'H5F'], ['1.3 TCe', 103, 1332, 'P', 'H5H', 201811], ['1.5 dCi', 81, 1461, 'D', 'K9K'], ['1.6 dCi', 96, 1598, 'D', 'R9M'], ['1.6 E-Tech Plug-in', 117, 1598, 'PH', 'H4M', 202006]]],
  ['Renault', 'Mégane E-Tech (B10)', 202202, null, 'CMF-EV', 'C', [['EV40 130 hp', 96, null, 'E', null], ['EV60 220 hp', 160, null, 'E', null]]],
  ['Renault', 'Kangoo II (KW0/1_)', 200802, 202107, 'Renault-C', 'V', [['1.6 16V', 78, 1598, 'P', 'K4M'], ['1.5 dCi', 66, 1461, 'D', 'K9K'], ['1.5 dCi', 81, 1461, 'D', 'K9K', 201302], ['Z.E.', 44, null, 'E', null, 201108]]],
  ['Renault', 'Trafic III (FG_)', 201405, null, 'X82', 'V', [['1.6 dCi', 66, 1598, 'D', 'R9M', 201405, 201905], ['1.6 dCi', 92, 1598, 'D', 'R9M', 201405, 201905], ['2.0 dCi', 107, 1997, 'D', 'M9R', 201905], ['2.0 dCi', 125, 1997, 'D', 'M9R', 201905]]],
  ['Renault', 'Master III (FV_)', 201002, null, 'Master III', 'V', [['2.3 dCi', 92, 2298, 'D', 'M9T'], ['2.3 dCi', 110, 2298, 'D', 'M9T'], ['Z.E.', 57, null, 'E', null, 201803]]],
  ['Seat', 'Ibiza V (KJ1)', 201706, null, 'MQB-A0', 'B', [['1.0 MPI', 55, 999, 'P', 'CHYB'], ['1.0 TSI', 70, 999, 'P', 'DKLA'], ['1.0 TSI', 85, 999, 'P', 'DKRF'], ['1.6 TDI', 70, 1598, 'D', null], ['1.5 TSI', 110, 1498, 'P', 'DADA', 201806]]],
  ['Seat', 'Leon ST (5F8)', 201308, 202012, 'MQB', 'C', [['1.2 TSI', 77, 1197, 'P', 'CJZA'], ['1.4 TSI', 92, 1395, 'P', 'CZCA'], ['1.6 TDI', 77, 1598, 'D', 'CLHA'], ['1.6 TDI', 85, 1598, 'D', null, 201705], ['2.0 TDI', 110, 1968, 'D', 'CRLB'], ['Cupra 2.0 TSI', 206, 1984, 'P', null, 201409]]],
  ['Seat', 'Ateca (KH7)', 201604, null, 'MQB', 'D', [['1.0 TSI', 85, 999, 'P', 'CHZJ'], ['1.4 TSI', 110, 1395, 'P', 'CZEA'], ['1.5 TSI', 110, 1498, 'P', 'DADA', 201807], ['1.6 TDI', 85, 1598, 'D', null], ['2.0 TDI', 110, 1968, 'D', 'DFGA'], ['2.0 TDI 4Drive', 140, 1968, 'D', 'DFHA']]],
  ['Seat', 'Mii electric (KF1)', 201912, 202109, 'NSF', 'A', [['Electric', 61, null, 'E', null]]],
  ['Škoda', 'Citigo e iV (NF1)', 201912, 202008, 'NSF', 'A', [['e iV', 61, null, 'E', null]]],
  ['Škoda', 'Fabia III Combi (NJ5)', 201410, 202112, 'PQ26', 'B', [['1.0 MPI', 55, 999, 'P', 'CHYB'], ['1.2 TSI', 66, 1197, 'P', 'CJZC'], ['1.2 TSI', 81, 1197, 'P', 'CJZD'], ['1.0 TSI', 81, 999, 'P', null, 201705], ['1.4 TDI', 66, 1422, 'D', 'CUSB']]],
  ['Škoda', 'Octavia II Combi (1Z5)', 200402, 201305, 'PQ35', 'C', [['1.6', 75, 1595, 'P', 'BSE'], ['1.4 TSI', 90, 1390, 'P', 'CAXA', 200811], ['1.9 TDI', 77, 1896, 'D', 'BXE'], ['1.6 TDI', 77, 1598, 'D', 'CAYC', 200905], ['2.0 TDI', 103, 1968, 'D', 'BKD'], ['RS 2.0 TFSI', 147, 1984, 'P', 'BWA']]],
  ['Škoda', 'Octavia III Combi (5E5, 5E6)', 201211, 202012, 'MQB', 'C', [['1.2 TSI', 77, 1197, 'P', 'CJZA'], ['1.0 TSI', 85, 999, 'P', 'CHZD', 201506], ['1.4 TSI', 103, 1395, 'P', 'CHPA'], ['1.5 TSI', 110, 1498, 'P', 'DADA', 201807], ['1.6 TDI', 77, 1598, 'D', 'CLHA', 201211, 201705], ['1.6 TDI', 81, 1598, 'D', 'CXXB', 201405], ['2.0 TDI', 110, 1968, 'D', 'CRMB'], ['2.0 TDI 4x4', 135, 1968, 'D', 'CUNA'], ['RS 2.0 TSI', 162, 1984, 'P', 'CHHB'], ['RS 2.0 TDI', 135, 1968, 'D', 'CUNA']]],
  ['Škoda', 'Octavia IV Combi (NX5)', 201911, null, 'MQB-evo', 'C', [['1.0 TSI e-TEC', 81, 999, 'P', null], ['1.5 TSI', 110, 1498, 'P', 'DPCA'], ['2.0 TDI', 85, 1968, 'D', null], ['2.0 TDI', 110, 1968, 'D', null], ['1.4 TSI iV', 150, 1395, 'PH', 'DGEA', 202006], ['RS 2.0 TSI', 180, 1984, 'P', null], ['RS 2.0 TDI 4x4', 147, 1968, 'D', null]]],
  ['Škoda', 'Superb II Combi (3T5)', 200910, 201505, 'PQ46', 'D', [['1.4 TSI', 92, 1390, 'P', 'CAXC'], ['1.8 TSI', 118, 1798, 'P', 'CDAB'], ['1.6 TDI', 77, 1598, 'D', 'CAYC'], ['2.0 TDI', 103, 1968, 'D', 'CFFB'], ['2.0 TDI 4x4', 125, 1968, 'D', 'CFGB'], ['3.6 V6 4x4', 191, 3597, 'P', 'CDVA']]],
  ['Škoda', 'Superb III Combi (3V5)', 201507, 202312, 'MQB', 'D', [['1.5 TSI', 110, 1498, 'P', 'DADA', 201807], ['1.6 TDI', 88, 1598, 'D', 'DCXA'], ['2.0 TDI', 110, 1968, 'D', 'CRLB'], ['2.0 TDI 4x4', 140, 1968, 'D', 'CUAA'], ['1.4 TSI iV', 160, 1395, 'PH', 'DGEA', 202001], ['2.0 TSI 4x4', 200, 1984, 'P', null]]],
  ['Škoda', 'Karoq (NU7)', 201707, null, 'MQB', 'C', [['1.0 TSI', 85, 999, 'P', null], ['1.5 TSI', 110, 1498, 'P', 'DADA'], ['1.6 TDI', 85, 1598, 'D', null], ['2.0 TDI 4x4', 110, 1968, 'D', 'DFGA']]],
  ['Škoda', 'Kodiaq (NS7, NV7, NS6)', 201610, 202312, 'MQB', 'D', [['1.5 TSI', 110, 1498, 'P', 'DPCA', 201810], ['2.0 TSI 4x4', 132, 1984, 'P', 'CZPA'], ['2.0 TDI', 110, 1968, 'D', 'DFGA'], ['2.0 TDI 4x4', 140, 1968, 'D', 'DFHA'], ['RS 2.0 BiTDI 4x4', 176, 1968, 'D', null, 201903]]],
  ['Škoda', 'Enyaq iV (5AZ)', 202011, null, 'MEB', 'D', [['60', 132, null, 'E', null], ['80', 150, null, 'E', null], ['80x', 195, null, 'E', null], ['RS', 220, null, 'E', null, 202112], ['85', 210, null, 'E', null, 202306]]],
  ['Subaru', 'Outback (BR)', 200909, 201412, 'Subaru-BR', 'D', [['2.0 D AWD', 110, 1998, 'D', 'EE20'], ['2.5i AWD', 123, 2457, 'P', 'EJ25', 200909, 201211], ['2.5i AWD', 127, 2498, 'P', 'FB25', 201212], ['3.6R AWD', 191, 3630, 'P', 'EZ36']]],
  ['Subaru', 'Outback (BS)', 201410, 202112, 'Subaru-BS', 'D', [['2.0 D AWD', 110, 1998, 'D', 'EE20'], ['2.5i AWD', 129, 2498, 'P', 'FB25']]],
  ['Subaru', 'Outback (BT)', 202102, null, 'SGP', 'D', [['2.5i AWD', 124, 2498, 'P', 'FB25']]],
  ['Subaru', 'Forester (SJ)', 201211, 201812, 'Subaru-SJ', 'D', [['2.0i AWD', 110, 1995, 'P', 'FB20'], ['2.0 XT AWD', 177, 1998, 'P', 'FA20'], ['2.0 D AWD', 108, 1998, 'D', 'EE20']]],
  ['Subaru', 'Forester (SK)', 201809, null, 'SGP', 'D', [['2.0 e-Boxer AWD', 110, 1995, 'H', 'FB20'], ['2.5i AWD', 136, 2498, 'P', 'FB25']]],
  ['Subaru', 'XV (GT)', 201710, 202303, 'SGP', 'C', [['1.6i AWD', 84, 1600, 'P', 'FB16'], ['2.0i AWD', 115, 1995, 'P', 'FB20'], ['2.0 e-Boxer AWD', 110, 1995, 'H', 'FB20', 201910]]],
  ['Subaru', 'Solterra', 202206, null, 'e-TNGA', 'D', [['AWD', 160, null, 'E', null]]],
  ['Suzuki', 'Swift V (AZ)', 201703, 202403, 'HEARTECT', 'B', [['1.2', 66, 1242, 'P', 'K12C'], ['1.0 Boosterjet', 82, 998, 'P', 'K10C'], ['Sport 1.4 Boosterjet', 103, 1373, 'P', 'K14C', 201804], ['1.2 Dualjet mHEV', 61, 1197, 'P', 'K12D', 202003]]],
  ['Suzuki', 'Vitara (LY)', 201502, null, 'Suzuki-LY', 'B', [['1.6', 88, 1586, 'P', 'M16A'], ['1.6 DDiS', 88, 1598, 'D', 'D16AA'], ['1.4 Boosterjet', 103, 1373, 'P', 'K14C', 201603], ['1.0 Boosterjet', 82, 998, 'P', 'K10C', 201806], ['1.4 Boosterjet mHEV', 95, 1373, 'P', 'K14D', 202003]]],
  ['Suzuki', 'S-Cross (JY)', 201308, 202112, 'Suzuki-LY', 'C', [['1.6', 88, 1586, 'P', 'M16A'], ['1.6 DDiS', 88, 1598, 'D', 'D16AA'], ['1.4 Boosterjet', 103, 1373, 'P', 'K14C', 201608]]],
  ['Suzuki', 'Jimny (GJ)', 201810, null, 'Suzuki-GJ', 'A', [['1.5', 75, 1462, 'P', 'K15B']]],
  ['Tesla', 'Model S', 201206, null, 'Model S/X', 'E', [['85', 270, null, 'E', null, 201206, 201506], ['90D', 311, null, 'E', null, 201507, 201904], ['75D', 245, null, 'E', null, 201704, 201904], ['Long Range', 311, null, 'E', null, 201904], ['Plaid', 750, null, 'E', null, 202106]]],
  ['Tesla', 'Model X', 201509, null, 'Model S/X', 'E', [['90D', 311, null, 'E', null, 201509, 201904], ['100D', 311, null, 'E', null, 201701, 201904], ['Long Range', 311, null, 'E', null, 201904], ['Plaid', 750, null, 'E', null, 202106]]],
  ['Tesla', 'Model 3', 201706, null, 'Model 3/Y', 'D', [['Standard Range Plus', 208, null, 'E', null, 201902, 202012], ['Long Range AWD', 258, null, 'E', null, 201810], ['Performance', 340, null, 'E', null, 201810], ['RWD', 208, null, 'E', null, 202110], ['Long Range RWD', 235, null, 'E', null, 202401]]],
  ['Tesla', 'Model Y', 202008, null, 'Model 3/Y', 'D', [['Long Range AWD', 258, null, 'E', null, 202108], ['Performance', 393, null, 'E', null, 202108], ['RWD', 220, null, 'E', null, 202208]]],
  ['Toyota', 'Auris (_E15_)', 200610, 201209, 'MC-C', 'C', [['1.33', 74, 1329, 'P', '1NR-FE', 200902], ['1.6', 91, 1598, 'P', '1ZR-FAE', 200902], ['1.4 D-4D', 66, 1364, 'D', '1ND-TV'], ['2.0 D-4D', 93, 1998, 'D', '1AD-FTV'], ['1.8 Hybrid', 73, 1798, 'H', '2ZR-FXE', 201007]]],
  ['Toyota', 'Auris Touring Sports (_E18_)', 201307, 201812, 'New MC', 'C', [['1.33', 73, 1329, 'P', '1NR-FE'], ['1.6', 97, 1598, 'P', '1ZR-FAE'], ['1.2 T', 85, 1197, 'P', '8NR-FTS', 201507], ['1.4 D-4D', 66, 1364, 'D', '1ND-TV'], ['1.6 D-4D', 82, 1598, 'D', '1WW', 201507], ['1.8 Hybrid', 73, 1798, 'H', '2ZR-FXE']]],
  ['Toyota', 'Corolla Touring Sports (_E21_)', 201901, null, 'TNGA-C', 'C', [['1.2 T', 85, 1197, 'P', '8NR-FTS'], ['1.8 Hybrid', 90, 1798, 'H', '2ZR-FXE'], ['2.0 Hybrid', 135, 1987, 'H', 'M20A-FXS'], ['1.8 Hybrid (140)', 103, 1798, 'H', '2ZR-FXE', 202301]]],
  ['Toyota', 'C-HR (_X1_)', 201610, 202312, 'TNGA-C', 'C', [['1.2 T', 85, 1197, 'P', '8NR-FTS'], ['1.8 Hybrid', 90, 1798, 'H', '2ZR-FXE'], ['2.0 Hybrid', 135, 1987, 'H', 'M20A-FXS', 201911]]],
  ['Toyota', 'Prius (_W3_)', 200903, 201512, 'MC-C', 'C', [['1.8 Hybrid', 73, 1798, 'H', '2ZR-FXE'], ['1.8 Plug-in Hybrid', 73, 1798, 'PH', '2ZR-FXE', 201206]]],
  ['Toyota', 'Prius (_W5_)', 201512, 202212, 'TNGA-C', 'C', [['1.8 Hybrid', 72, 1798, 'H', '2ZR-FXE'], ['1.8 Plug-in Hybrid', 72, 1798, 'PH', '2ZR-FXE', 201703]]],
  ['Toyota', 'Yaris (_P13_)', 201110, 202012, 'Yaris-P13', 'B', [['1.0', 51, 998, 'P', '1KR-FE'], ['1.33', 73, 1329, 'P', '1NR-FE'], ['1.5 Dual VVT-iE', 82, 1496, 'P', '2NR-FKE', 201702], ['1.4 D-4D', 66, 1364, 'D', '1ND-TV'], ['1.5 Hybrid', 74, 1497, 'H', '1NZ-FXE', 201203]]],
  ['Toyota', 'Yaris (_P21_)', 202002, null, 'TNGA-B', 'B', [['1.0', 53, 998, 'P', '1KR-FE'], ['1.5', 92, 1490, 'P', 'M15A-FKS'], ['1.5 Hybrid', 85, 1490, 'H', 'M15A-FXE'], ['GR Yaris 1.6 AWD', 192, 1618, 'P', 'G16E-GTS', 202009]]],
  ['Toyota', 'Yaris Cross (_P21_)', 202107, null, 'TNGA-B', 'B', [['1.5 Hybrid', 85, 1490, 'H', 'M15A-FXE'], ['1.5 Hybrid AWD-i', 85, 1490, 'H', 'M15A-FXE']]],
  ['Toyota', 'RAV 4 IV (_A4_)', 201212, 201812, 'New MC', 'D', [['2.0 VVT-i', 111, 1987, 'P', '3ZR-FAE'], ['2.0 D-4D', 91, 1998, 'D', '1AD-FTV', 201212, 201510], ['2.2 D-4D 4WD', 110, 2231, 'D', '2AD-FTV'], ['2.0 D-4D', 105, 1995, 'D', '2WW', 201510], ['2.5 Hybrid', 114, 2494, 'H', '2AR-FXE', 201510], ['2.5 Hybrid AWD', 114, 2494, 'H', '2AR-FXE', 201510]]],
  ['Toyota', 'RAV 4 V (_A5_, _H5_)', 201812, null, 'TNGA-K', 'D', [['2.0', 129, 1986, 'P', 'M20A-FKS'], ['2.5 Hybrid', 131, 2487, 'H', 'A25A-FXS'], ['2.5 Hybrid AWD-i', 131, 2487, 'H', 'A25A-FXS'], ['2.5 Plug-in Hybrid AWD-i', 136, 2487, 'PH', 'A25A-FXS', 202011]]],
  ['Toyota', 'bZ4X (_A1_)', 202205, null, 'e-TNGA', 'D', [['FWD', 150, null, 'E', null], ['AWD', 160, null, 'E', null]]],
  ['Toyota', 'Land Cruiser Prado (_J15_)', 200909, null, 'LC150', 'E', [['3.0 D-4D', 127, 2982, 'D', '1KD-FTV', 200909, 201512], ['2.8 D-4D', 130, 2755, 'D', '1GD-FTV', 201509, 202008], ['2.8 D-4D', 150, 2755, 'D', '1GD-FTV', 202008]]],
  ['Toyota', 'Hilux VIII (_N1_)', 201505, null, 'IMV', 'V', [['2.4 D-4D 4x4', 110, 2393, 'D', '2GD-FTV'], ['2.8 D-4D 4x4', 130, 2755, 'D', '1GD-FTV', 201505, 202008], ['2.8 D-4D 4x4', 150, 2755, 'D', '1GD-FTV', 202008]]],
  ['Toyota', 'Hiace V (H2_)', 200408, 201212, 'Hiace-H200', 'V', [['2.5 D-4D', 65, 2494, 'D', '2KD-FTV', 200408, 200608], ['2.5 D-4D', 75, 2494, 'D', '2KD-FTV', 200608], ['3.0 D-4D', 100, 2982, 'D', '1KD-FTV']]],
  ['Toyota', 'Proace (MDZ_)', 201604, null, 'EMP2', 'V', [['1.6 D-4D', 70, 1560, 'D', null], ['2.0 D-4D', 90, 1997, 'D', null], ['2.0 D-4D', 110, 1997, 'D', null], ['Electric', 100, null, 'E', null, 202010]], PSA_ENGINES],
  ['Toyota', 'Proace City (K9)', 201906, null, 'EMP2', 'V', [['1.5 D-4D', 75, 1499, 'D', 'YHY'], ['1.5 D-4D', 96, 1499, 'D', 'YHZ'], ['Electric', 100, null, 'E', null, 202110]], PSA_ENGINES],
  ['Volkswagen', 'up! (121, 122, BL1, BL2)', 201108, 202312, 'NSF', 'A', [['1.0', 44, 999, 'P', 'CHYA'], ['1.0', 55, 999, 'P', 'CHYB'], ['1.0 TSI', 66, 999, 'P', null, 201610], ['e-up!', 60, null, 'E', null, 201310, 201912], ['e-up!', 61, null, 'E', null, 201912]]],
  ['Volkswagen', 'Polo V (6R1, 6C1)', 200906, 201710, 'PQ25', 'B', [['1.2', 44, 1198, 'P', 'CGPA'], ['1.4', 63, 1390, 'P', 'CGGB'], ['1.2 TSI', 66, 1197, 'P', 'CBZA'], ['1.0 TSI', 70, 999, 'P', 'CHZB', 201405], ['1.2 TDI', 55, 1199, 'D', 'CFWA'], ['1.6 TDI', 66, 1598, 'D', 'CAYB'], ['1.4 TDI', 66, 1422, 'D', 'CUSB', 201405]]],
  ['Volkswagen', 'Polo VI (AW1, BZ1)', 201706, null, 'MQB-A0', 'B', [['1.0 MPI', 48, 999, 'P', null], ['1.0 TSI', 70, 999, 'P', 'DKLA'], ['1.0 TSI', 85, 999, 'P', 'DKRF'], ['1.6 TDI', 70, 1598, 'D', null], ['GTI 2.0 TSI', 147, 1984, 'P', null]]],
  ['Volkswagen', 'Golf VI (5K1)', 200810, 201311, 'PQ35', 'C', [['1.4', 59, 1390, 'P', 'CGGA'], ['1.2 TSI', 77, 1197, 'P', 'CBZB', 201005], ['1.4 TSI', 90, 1390, 'P', 'CAXA'], ['1.6 TDI', 66, 1598, 'D', 'CAYB'], ['1.6 TDI', 77, 1598, 'D', 'CAYC'], ['2.0 TDI', 81, 1968, 'D', 'CBDC'], ['2.0 TDI', 103, 1968, 'D', 'CFFB'], ['GTD 2.0 TDI', 125, 1968, 'D', 'CFGB'], ['GTI 2.0 TSI', 155, 1984, 'P', 'CCZB']]],
  ['Volkswagen', 'Golf VII (5G1, BQ1, BE1, BE2)', 201208, 202012, 'MQB', 'C', [['1.2 TSI', 63, 1197, 'P', 'CJZB'], ['1.2 TSI', 77, 1197, 'P', 'CJZA'], ['1.0 TSI', 85, 999, 'P', 'CHZD', 201505], ['1.4 TSI', 90, 1395, 'P', 'CMBA', 201208, 201705], ['1.4 TSI ACT', 103, 1395, 'P', 'CPTA', 201208, 201705], ['1.5 TSI', 110, 1498, 'P', 'DADA', 201705], ['1.6 TDI', 77, 1598, 'D', 'CLHA', 201208, 201703], ['1.6 TDI', 81, 1598, 'D', 'CXXB', 201405, 201703], ['1.6 TDI', 85, 1598, 'D', null, 201705], ['2.0 TDI', 110, 1968, 'D', 'CRBC', 201208, 201703], ['2.0 TDI', 110, 1968, 'D', null, 201703], ['GTD 2.0 TDI', 135, 1968, 'D', 'CUNA'], ['GTI 2.0 TSI', 162, 1984, 'P', 'CHHB'], ['R 2.0 TSI 4motion', 221, 1984, 'P', 'CJXC'], ['GTE', 150, 1395, 'PH', 'CUKB', 201409], ['e-Golf', 85, null, 'E', null, 201402, 201703], ['e-Golf', 100, null, 'E', 'EAZ', 201703]]],
  ['Volkswagen', 'Golf VII Variant (BA5, BV5)', 201304, 202012, 'MQB', 'C', [['1.2 TSI', 77, 1197, 'P', 'CJZA'], ['1.4 TSI', 90, 1395, 'P', 'CMBA', 201304, 201705], ['1.5 TSI', 110, 1498, 'P', 'DADA', 201705], ['1.6 TDI', 77, 1598, 'D', 'CLHA', 201304, 201703], ['1.6 TDI 4motion', 81, 1598, 'D', 'CXXB', 201405, 201703], ['2.0 TDI', 110, 1968, 'D', 'CRBC', 201304, 201703], ['2.0 TDI 4motion', 110, 1968, 'D', null, 201703]]],
  ['Volkswagen', 'Golf VIII (CD1)', 201912, null, 'MQB-evo', 'C', [['1.0 eTSI', 81, 999, 'P', null], ['1.5 TSI', 96, 1498, 'P', null], ['1.5 TSI', 110, 1498, 'P', 'DPCA'], ['2.0 TDI', 85, 1968, 'D', null], ['2.0 TDI', 110, 1968, 'D', null], ['1.4 eHybrid', 150, 1395, 'PH', 'DGEA', 202009], ['GTE 1.4 eHybrid', 180, 1395, 'PH', 'DGEA', 202009], ['GTI 2.0 TSI', 180, 1984, 'P', null], ['R 2.0 TSI 4motion', 235, 1984, 'P', null]]],
  ['Volkswagen', 'Passat B7 Variant (365)', 201011, 201412, 'PQ46', 'D', [['1.4 TSI', 90, 1390, 'P', 'CAXA'], ['1.8 TSI', 118, 1798, 'P', 'CDAB'], ['1.6 TDI', 77, 1598, 'D', 'CAYC'], ['2.0 TDI', 103, 1968, 'D', 'CFFB'], ['2.0 TDI 4motion', 125, 1968, 'D', 'CFGB'], ['2.0 TDI', 130, 1968, 'D', null]]],
  ['Volkswagen', 'Passat B8 Variant (3G5, CB5)', 201408, 202312, 'MQB', 'D', [['1.4 TSI', 92, 1395, 'P', 'CZCA'], ['1.5 TSI', 110, 1498, 'P', 'DADA', 201808], ['1.6 TDI', 88, 1598, 'D', 'DCXA'], ['2.0 TDI', 110, 1968, 'D', 'CRLB'], ['2.0 TDI 4motion', 140, 1968, 'D', 'CUAA'], ['2.0 BiTDI 4motion', 176, 1968, 'D', 'CUPA'], ['2.0 TDI', 147, 1968, 'D', null, 201908], ['GTE 1.4 TSI', 160, 1395, 'PH', 'CUKC', 201508]]],
  ['Volkswagen', 'Arteon Shooting Brake (3H9)', 202009, null, 'MQB', 'D', [['2.0 TDI', 110, 1968, 'D', null], ['2.0 TDI 4motion', 147, 1968, 'D', null], ['1.4 eHybrid', 160, 1395, 'PH', 'DGEA', 202011], ['R 2.0 TSI 4motion', 235, 1984, 'P', null]]],
  ['Volkswagen', 'Touran (5T1)', 201505, 202405, 'MQB', 'C', [['1.2 TSI', 81, 1197, 'P', 'CYVB'], ['1.4 TSI', 110, 1395, 'P', 'CZDA'], ['1.5 TSI', 110, 1498, 'P', 'DADA', 201809], ['1.6 TDI', 81, 1598, 'D', null], ['2.0 TDI', 110, 1968, 'D', 'DFGA']]],
  ['Volkswagen', 'T-Roc (A11, D11)', 201708, null, 'MQB', 'C', [['1.0 TSI', 85, 999, 'P', 'DKRF'], ['1.5 TSI', 110, 1498, 'P', 'DADA'], ['2.0 TDI 4motion', 110, 1968, 'D', null], ['2.0 TSI 4motion', 140, 1984, 'P', null], ['R 2.0 TSI 4motion', 221, 1984, 'P', null, 201908]]],
  ['Volkswagen', 'Tiguan (5N_)', 200709, 201607, 'PQ35', 'D', [['1.4 TSI', 110, 1390, 'P', 'CAVA'], ['2.0 TDI 4motion', 103, 1968, 'D', 'CBAB', 200709, 201105], ['2.0 TDI 4motion', 103, 1968, 'D', 'CFFB', 201105], ['2.0 TDI 4motion', 130, 1968, 'D', 'CFGC', 201105], ['2.0 TSI 4motion', 132, 1984, 'P', 'CCZC']]],
  ['Volkswagen', 'Tiguan (AD1, AX1)', 201604, 202312, 'MQB', 'D', [['1.4 TSI', 92, 1395, 'P', 'CZCA'], ['1.5 TSI', 110, 1498, 'P', 'DPCA', 201810], ['2.0 TSI 4motion', 132, 1984, 'P', 'CZPA'], ['2.0 TDI', 110, 1968, 'D', 'DFGA'], ['2.0 TDI 4motion', 140, 1968, 'D', 'DFHA'], ['2.0 BiTDI 4motion', 176, 1968, 'D', null], ['1.4 eHybrid', 180, 1395, 'PH', 'DGEA', 202010]]],
  ['Volkswagen', 'ID.3 (E11)', 201911, null, 'MEB', 'C', [['Pure Performance', 110, null, 'E', null], ['Pro', 107, null, 'E', null, 202106], ['Pro Performance', 150, null, 'E', null], ['Pro S', 150, null, 'E', null], ['GTX', 210, null, 'E', null, 202405]]],
  ['Volkswagen', 'ID.4 (E21)', 202011, null, 'MEB', 'D', [['Pure', 109, null, 'E', null], ['Pure Performance', 125, null, 'E', null], ['Pro Performance', 150, null, 'E', null], ['Pro 4motion', 195, null, 'E', null, 202108], ['GTX 4motion', 220, null, 'E', null, 202104], ['Pro', 210, null, 'E', null, 202305]]],
  ['Volkswagen', 'ID. Buzz (EB1)', 202204, null, 'MEB', 'V', [['Pro', 150, null, 'E', null], ['Pro', 210, null, 'E', null, 202310], ['GTX 4motion', 250, null, 'E', null, 202406]]],
  ['Volkswagen', 'Caddy IV (SAA, SAH)', 201505, 202012, 'PQ35', 'V', [['1.4 TSI', 92, 1395, 'P', 'CZCA'], ['2.0 TDI', 55, 1968, 'D', null], ['2.0 TDI', 75, 1968, 'D', null], ['2.0 TDI', 90, 1968, 'D', null], ['2.0 TDI 4motion', 110, 1968, 'D', null]]],
  ['Volkswagen', 'Caddy V (SBA, SBH)', 202009, null, 'MQB', 'V', [['1.5 TSI', 84, 1498, 'P', null], ['2.0 TDI', 75, 1968, 'D', null], ['2.0 TDI', 90, 1968, 'D', null], ['2.0 TDI 4motion', 90, 1968, 'D', null]]],
  ['Volkswagen', 'Transporter T5 (7HA, 7HH)', 200304, 201508, 'T5', 'V', [['1.9 TDI', 63, 1896, 'D', 'AXB', 200304, 200911], ['2.5 TDI', 96, 2460, 'D', 'AXD', 200304, 200911], ['2.0 TDI', 75, 1968, 'D', 'CAAB', 200909], ['2.0 TDI', 103, 1968, 'D', 'CAAC', 200909], ['2.0 BiTDI 4motion', 132, 1968, 'D', 'CFCA', 200909]]],
  ['Volkswagen', 'Transporter T6 (SGA, SGH)', 201504, 201912, 'T6', 'V', [['2.0 TDI', 62, 1968, 'D', 'CAAA'], ['2.0 TDI', 75, 1968, 'D', 'CXHA'], ['2.0 TDI', 110, 1968, 'D', null], ['2.0 BiTDI 4motion', 150, 1968, 'D', null], ['2.0 TSI', 110, 1984, 'P', null]]],
  ['Volkswagen', 'Transporter T6.1 (SHA, SHH)', 201910, null, 'T6', 'V', [['2.0 TDI', 66, 1968, 'D', null], ['2.0 TDI', 81, 1968, 'D', null], ['2.0 TDI', 110, 1968, 'D', null], ['2.0 TDI 4motion', 146, 1968, 'D', null], ['ABT e-Transporter', 83, null, 'E', null, 202006]]],
  ['Volkswagen', 'Crafter (SY_, SX_)', 201609, null, 'Crafter', 'V', [['2.0 TDI', 75, 1968, 'D', null], ['2.0 TDI', 103, 1968, 'D', null], ['2.0 TDI 4motion', 130, 1968, 'D', null], ['e-Crafter', 100, null, 'E', null, 201809]]],
  ['Volkswagen', 'Amarok (2HA, 2HB)', 201005, 202012, 'Amarok', 'V', [['2.0 TDI 4motion', 90, 1968, 'D', null], ['2.0 BiTDI 4motion', 132, 1968, 'D', null], ['3.0 V6 TDI 4motion', 165, 2967, 'D', null, 201609]]],
  ['Volvo', 'V70 III (135)', 200704, 201612, 'EUCD', 'D', [['2.0 D', 100, 1998, 'D', 'D4204T', 200704, 201012], ['D5', 151, 2400, 'D', 'D5244T10', 200902, 201112], ['D3', 120, 1984, 'D', null, 201002], ['D4', 133, 1969, 'D', 'D4204T5', 201502], ['T4', 132, 1596, 'P', 'B4164T', 201005], ['2.0 Flexifuel', 107, 1999, 'P', 'B4204S3']]],
  ['Volvo', 'V60 I (155, 157)', 201004, 201812, 'EUCD', 'D', [['D2', 84, 1560, 'D', 'D4162T'], ['D3', 110, 1984, 'D', null], ['D4', 120, 2400, 'D', null, 201106, 201406], ['D4', 133, 1969, 'D', 'D4204T5', 201407], ['T4', 132, 1596, 'P', 'B4164T'], ['D6 AWD Plug-in Hybrid', 158, 2400, 'PHD', null, 201211, 201804]]],
  ['Volvo', 'V60 II (225, 227)', 201803, null, 'SPA', 'D', [['D3', 110, 1969, 'D', null], ['D4', 140, 1969, 'D', 'D4204T14'], ['T5', 184, 1969, 'P', null], ['T6 Twin Engine AWD', 186, 1969, 'PH', null, 201810], ['T8 Twin Engine AWD', 224, 1969, 'PH', null, 201810], ['B4', 145, 1969, 'P', null, 202002], ['B4 Diesel', 145, 1969, 'D', null, 202002]]],
  ['Volvo', 'V90 II (235)', 201606, null, 'SPA', 'E', [['D4', 140, 1969, 'D', 'D4204T14'], ['D5 AWD', 173, 1969, 'D', 'D4204T23'], ['T8 Twin Engine AWD', 235, 1969, 'PH', 'B4204T35'], ['B4 Diesel', 145, 1969, 'D', null, 202002]]],
  ['Volvo', 'XC40 (536)', 201711, null, 'CMA', 'C', [['D3', 110, 1969, 'D', null], ['D4 AWD', 140, 1969, 'D', null], ['T3', 120, 1477, 'P', null], ['T4', 140, 1969, 'P', null], ['T5 Twin Engine', 132, 1477, 'PH', null, 201909], ['B4', 145, 1969, 'P', null, 202003], ['Recharge P8 AWD', 300, null, 'E', null, 202010], ['Recharge Single Motor', 170, null, 'E', null, 202201]]],
  ['Volvo', 'C40 Recharge (539)', 202110, null, 'CMA', 'C', [['Twin Motor', 300, null, 'E', null], ['Single Motor', 170, null, 'E', null, 202203]]],
  ['Volvo', 'XC60 I (156)', 200806, 201712, 'EUCD', 'D', [['D3', 120, 2400, 'D', null], ['D4', 133, 1969, 'D', 'D4204T5', 201407], ['D4 AWD', 120, 2400, 'D', null], ['D5 AWD', 158, 2400, 'D', null], ['T5', 180, 1969, 'P', null, 201502], ['T6 AWD', 224, 2953, 'P', 'B6304T4']]],
  ['Volvo', 'XC60 II (246)', 201703, null, 'SPA', 'D', [['D4', 140, 1969, 'D', 'D4204T14'], ['D5 AWD', 173, 1969, 'D', 'D4204T23'], ['T8 Twin Engine AWD', 235, 1969, 'PH', 'B4204T34'], ['T6 Recharge AWD', 186, 1969, 'PH', null, 202010], ['B4 AWD', 145, 1969, 'D', null, 202003], ['B5 AWD', 173, 1969, 'P', null, 202003]]],
  ['Volvo', 'XC90 I (275)', 200206, 201412, 'P2', 'E', [['D5 AWD', 136, 2401, 'D', 'D5244T', 200206, 200507], ['D5 AWD', 147, 2401, 'D', 'D5244T4', 200507], ['2.5 T AWD', 154, 2521, 'P', 'B5254T2'], ['3.2 AWD', 175, 3192, 'P', 'B6324S', 200604], ['V8 AWD', 232, 4414, 'P', 'B8444S', 200410, 201012]]],
  ['Volvo', 'XC90 II (256)', 201501, null, 'SPA', 'E', [['D4', 140, 1969, 'D', 'D4204T14'], ['D5 AWD', 165, 1969, 'D', 'D4204T11'], ['D5 AWD', 173, 1969, 'D', 'D4204T23', 201802], ['B5 AWD', 173, 1969, 'D', null, 201911], ['T8 Twin Engine AWD', 235, 1969, 'PH', 'B4204T35'], ['T8 Recharge AWD', 228, 1969, 'PH', null, 202108]]],
  ['Volvo', 'EX30', 202310, null, 'SEA', 'B', [['Single Motor', 200, null, 'E', null], ['Twin Motor Performance', 315, null, 'E', null]]],
]
