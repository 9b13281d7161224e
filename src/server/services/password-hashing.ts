/**
 * Password hashing with argon2id (OWASP Password Storage Cheat Sheet: m = 19 MiB, t = 2,
 * p = 1 is the minimum). The hash is a PHC string that carries its own
 * parameters and salt, so hashes made with other settings still verify after a change.
 * @node-rs/argon2 ships prebuilt binaries (no install script) and hashes off the main thread.
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** Argon2id; the library's enum is a `const enum`, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm.Argon2id

/** Memory per hash, KiB (19 MiB). */
export const ARGON2_MEMORY_COST_KIB = 19_456
/** Passes over the memory. */
export const ARGON2_TIME_COST = 2
/** Lanes; 1 keeps a hash on one thread, so parallel sign-ins do not starve each other. */
export const ARGON2_PARALLELISM = 1

const OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: ARGON2_MEMORY_COST_KIB,
  timeCost: ARGON2_TIME_COST,
  parallelism: ARGON2_PARALLELISM,
}

/**
 * Unicode compatibility normalisation (NIST SP 800-63B §5.1.1.2), so a password typed on
 * another keyboard or device with a differently composed "ø" or "é" still matches.
 */
function normalized(password: string): string {
  return password.normalize('NFKC')
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), OPTIONS)
}

/** Whether `password` matches `passwordHash`; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalized(password))
  } catch {
    return false
  }
}

let decoyHash: Promise<string> | undefined

/**
 * Spends the time of one verification on a hash no password matches, so a sign-in for an
 * unknown address takes as long as one with a wrong password and does not tell which.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy: no account has this password')
  await verifyPassword(await decoyHash, password)
  return false
}
