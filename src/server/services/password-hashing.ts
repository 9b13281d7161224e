// argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1); the PHC string carries its parameters, so
// older hashes still verify after a change.
import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** The library's enum is a `const enum`, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm.Argon2id

export const ARGON2_MEMORY_COST_KIB = 19_456
export const ARGON2_TIME_COST = 2
/** One lane keeps a hash on one thread, so parallel sign-ins do not starve each other. */
export const ARGON2_PARALLELISM = 1

const OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: ARGON2_MEMORY_COST_KIB,
  timeCost: ARGON2_TIME_COST,
  parallelism: ARGON2_PARALLELISM,
}

/** NIST SP 800-63B: a differently composed "ø" typed on another device still matches. */
function normalized(password: string): string {
  return password.normalize('NFKC')
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalized(password))
  } catch {
    return false
  }
}

let decoyHash: Promise<string> | undefined

/** So a sign-in for an unknown address takes as long as one with a wrong password. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy: no account has this password')
  await verifyPassword(await decoyHash, password)
  return false
}
