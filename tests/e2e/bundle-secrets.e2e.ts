/**
 * No secret in the client bundle (issue 10 §5): every text file of the build the e2e server
 * serves is scanned for the server's secrets — by shape (private keys, password hashes,
 * database and mail addresses with credentials, server-only settings with a value, server
 * source paths) and by value (the server-only settings this process has) — and the build
 * holds no `.env` file and no server code. Needs no browser page.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { filesUnder, findSecrets, SERVER_ONLY_SETTINGS, scanBuild } from '../support/secret-scan'

const BUILD = resolve(process.env.E2E_STATIC_DIR ?? 'dist')

const knownSecrets = SERVER_ONLY_SETTINGS.map((name) => process.env[name]).filter(
  (value): value is string => Boolean(value),
)

test.describe('the client bundle', () => {
  test('the scan finds a secret planted in a file, by shape and by value', () => {
    expect(findSecrets('const a = "postgres://shop:hunter22@db.internal/shop"')).toEqual([
      'a database address',
    ])
    expect(findSecrets('JWT_SECRET=abcdefghijklmnopqrstuvwxyz012345')).toEqual([
      'a server-only setting with a value',
    ])
    expect(findSecrets('x = "$argon2id$v=19$m=19456,t=2,p=1$abc"')).toEqual(['a password hash'])
    expect(findSecrets('import "../src/server/config"')).toEqual(['server source'])
    expect(findSecrets('const k = "s3cr3t-value-here"', ['s3cr3t-value-here'])).toEqual([
      'a secret of this server',
    ])
    // The client's own words for settings are not secrets.
    expect(findSecrets('label: "Database", hint: "JWT"')).toEqual([])
  })

  test('holds no secret of the server, no .env file and no server code', async () => {
    expect(existsSync(resolve(BUILD, 'index.html')), `a build in ${BUILD}`).toBe(true)
    expect(await scanBuild(BUILD, knownSecrets)).toEqual([])
    const files = await filesUnder(BUILD)
    expect(files.filter((file) => /(^|\/)\.env/.test(file))).toEqual([])
    // No module of the server made it into a chunk (its libraries would show by name).
    for (const file of files.filter((path) => path.endsWith('.js'))) {
      const text = await readFile(file, 'utf8')
      expect(text, file).not.toMatch(/drizzle-orm|argon2|fastify|nodemailer|pglite|pg-protocol/i)
    }
  })
})
