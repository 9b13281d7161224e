import { describe, expect, it } from 'vitest'
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hashing'

describe('password hashing', () => {
  it('makes an argon2id hash with at least the OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
    const hash = await hashPassword('correct horse battery staple')
    const match = hash.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/)

    expect(match).not.toBeNull()
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456)
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2)
    expect(Number(match?.[3])).toBe(1)
    expect(hash).not.toContain('correct horse')
  })

  it('salts every hash, so one password hashes differently each time', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'))
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('hemmelig-passord')
    expect(await verifyPassword(hash, 'hemmelig-passord')).toBe(true)
    expect(await verifyPassword(hash, 'Hemmelig-passord')).toBe(false)
  })

  it('matches a password whatever Unicode composition the keyboard used', async () => {
    const composed = 'blåbærsyltetøy'.normalize('NFC')
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    expect(await verifyPassword(await hashPassword(composed), decomposed)).toBe(true)
  })

  it('never matches a malformed hash, and the decoy never matches', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false)
    expect(await verifyAgainstDecoy('decoy: no account has this password')).toBe(false)
  })
})
