import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { VehicleRegistryError } from '../registry-port'
import { factsFromSvvPayload } from './svv-mapping'

const FIXTURES = join(import.meta.dirname, '../../../../../tests/fixtures/svv')
const payload = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'))

describe("Statens vegvesen's vehicle data as registry facts", () => {
  it('reads make, trade name, engine, power, fuel and first registration of an electric car', () => {
    expect(factsFromSvvPayload(payload('ek39085-e-golf.json'), 'EK39085')).toEqual({
      registrationNumber: 'EK39085',
      make: 'VOLKSWAGEN',
      model: 'GOLF',
      engineCode: 'EAZ',
      powerKw: 100,
      ccm: null,
      fuel: 'electric',
      firstRegistration: '2017-06-06',
    })
  })

  it("takes a hybrid's combustion-engine power and calls it a hybrid", () => {
    expect(factsFromSvvPayload(payload('hb12345-rav4-hybrid.json'), 'HB12345')).toMatchObject({
      make: 'TOYOTA',
      model: 'RAV4',
      powerKw: 131,
      ccm: 2487,
      fuel: 'hybrid',
    })
  })

  it('answers null for an empty vehicle list', () => {
    expect(factsFromSvvPayload(payload('empty-list.json'), 'AB12345')).toBeNull()
  })

  it('reports an answer without a make as the registry being unavailable', () => {
    const broken = { kjoretoydataListe: [{ godkjenning: {} }] }
    const error = (() => {
      try {
        return factsFromSvvPayload(broken, 'AB12345')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(VehicleRegistryError)
    expect(error).toMatchObject({ kind: 'unavailable' })
  })
})
