/**
 * Statens vegvesen's vehicle data → the registry port's facts. Paths under
 * `kjoretoydataListe[0]`: make
 * `godkjenning.tekniskGodkjenning.tekniskeData.generelt.merke[0].merke`, trade name
 * `….generelt.handelsbetegnelse[0]`, engine `….motorOgDrivverk.motor[0]` (`motorKode`,
 * `slagvolum`, `drivstoff[].drivstoffKode.kodeNavn`, `drivstoff[].maksNettoEffekt`), hybrid
 * kind `….motorOgDrivverk.hybridKategori.kodeVerdi`, first registration
 * `forstegangsregistrering.registrertForstegangNorgeDato`. Only these paths are read and every
 * one is optional but the make; anything else in the answer is ignored.
 */
import { z } from 'zod'
import { type RegistryFacts, type RegistryFuel, VehicleRegistryError } from '../registry-port'

const code = z.looseObject({ kodeVerdi: z.string().nullish(), kodeNavn: z.string().nullish() })

const fuelEntry = z.looseObject({
  drivstoffKode: code.nullish(),
  maksNettoEffekt: z.number().nullish(),
  maksEffektPrTime: z.number().nullish(),
})

const engine = z.looseObject({
  motorKode: z.string().nullish(),
  slagvolum: z.number().nullish(),
  drivstoff: z.array(fuelEntry).nullish(),
})

const vehicleData = z.looseObject({
  forstegangsregistrering: z
    .looseObject({ registrertForstegangNorgeDato: z.string().nullish() })
    .nullish(),
  godkjenning: z.looseObject({
    tekniskGodkjenning: z.looseObject({
      tekniskeData: z.looseObject({
        generelt: z.looseObject({
          merke: z.array(z.looseObject({ merke: z.string().min(1) })).min(1),
          handelsbetegnelse: z.array(z.string()).nullish(),
        }),
        motorOgDrivverk: z
          .looseObject({ motor: z.array(engine).nullish(), hybridKategori: code.nullish() })
          .nullish(),
      }),
    }),
  }),
})

export const svvResponseSchema = z.looseObject({
  feilmelding: z.string().nullish(),
  kjoretoydataListe: z.array(z.unknown()).nullish(),
})

/** Fuel names (`drivstoffKode.kodeNavn`) → combustion or electric. */
const COMBUSTION: Record<string, 'petrol' | 'diesel'> = { BENSIN: 'petrol', DIESEL: 'diesel' }
const isElectric = (name: string) => name === 'ELEKTRISK' || name === 'EL'

/** The answer's facts, or `null` when its list is empty (no such plate). */
export function factsFromSvvPayload(
  payload: unknown,
  registrationNumber: string,
): RegistryFacts | null {
  const answer = svvResponseSchema.safeParse(payload)
  if (!answer.success) throw unreadable(answer.error)
  const first = answer.data.kjoretoydataListe?.[0]
  if (first === undefined) return null
  const parsed = vehicleData.safeParse(first)
  if (!parsed.success) throw unreadable(parsed.error)
  const data = parsed.data
  const technical = data.godkjenning.tekniskGodkjenning.tekniskeData
  const motor = technical.motorOgDrivverk?.motor?.[0]
  const fuels = motor?.drivstoff ?? []
  const fuelNames = fuels.map((entry) => (entry.drivstoffKode?.kodeNavn ?? '').trim().toUpperCase())
  const combustionIndex = fuelNames.findIndex((name) => name in COMBUSTION)
  const power =
    fuels[combustionIndex]?.maksNettoEffekt ??
    fuels.find((entry) => entry.maksNettoEffekt != null)?.maksNettoEffekt ??
    null
  const ccm = motor?.slagvolum ?? null
  return {
    registrationNumber,
    make: technical.generelt.merke[0]?.merke.trim() ?? '',
    model: technical.generelt.handelsbetegnelse?.[0]?.trim() || null,
    engineCode: motor?.motorKode?.trim() || null,
    powerKw: power === null ? null : Math.round(power),
    ccm: ccm && ccm > 0 ? Math.round(ccm) : null,
    fuel: fuelOf(fuelNames, technical.motorOgDrivverk?.hybridKategori?.kodeVerdi ?? null),
    firstRegistration: data.forstegangsregistrering?.registrertForstegangNorgeDato ?? null,
  }
}

/**
 * Hybrid kind `OVC` (off-vehicle charging) is a plug-in hybrid, `NOVC` a hybrid; an answer
 * without it but with both a combustion fuel and electricity is taken as a hybrid.
 */
function fuelOf(fuelNames: string[], hybridKind: string | null): RegistryFuel | null {
  const combustion = fuelNames.map((name) => COMBUSTION[name]).find(Boolean) ?? null
  const electric = fuelNames.some(isElectric)
  const hybrid = (hybridKind ?? '').toUpperCase()
  if (hybrid === 'OVC') return 'plug-in hybrid'
  if (hybrid === 'NOVC') return 'hybrid'
  if (combustion && electric) return 'hybrid'
  if (combustion) return combustion
  return electric ? 'electric' : null
}

function unreadable(error: z.ZodError): VehicleRegistryError {
  const problems = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  return new VehicleRegistryError(
    'unavailable',
    `Statens vegvesen answered in a shape the shop does not know (has the API changed?): ${problems.join('; ')}`,
    { cause: error },
  )
}
