/**
 * What must never reach the browser: the server's secrets and configuration, found by shape
 * (keys, hashes, connection strings, server-only settings with a value) and by value (the
 * secrets this process knows). Used on the build output by tests/e2e/bundle-secrets.e2e.ts.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { SERVER_RENDER_DIR } from '../../src/server/plugins/server-rendering'

/** Settings only the server has (README "Configuration"). */
export const SERVER_ONLY_SETTINGS = [
  'JWT_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'ADMIN_PASSWORD',
  'TECDOC_API_KEY',
  'SVV_API_KEY',
]

const SHAPES: [string, RegExp][] = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a password hash', /\$argon2(id|i|d)\$/],
  ['a database address', /postgres(ql)?:\/\/[^\s"'`]+@/],
  ['a mail server address with a password', /smtps?:\/\/[^\s"'`:]+:[^\s"'`@]+@/],
  [
    'a server-only setting with a value',
    new RegExp(`\\b(${SERVER_ONLY_SETTINGS.join('|')})\\s*[=:]\\s*["'\`]?[^\\s"'\`,;)]{8,}`),
  ],
  ['server source', /\bsrc\/server\//],
  ['the server secrets table', /\bserver_secrets\b/],
]

export interface Finding {
  file: string
  what: string
}

/** What in `text` looks like a secret, or is one of `knownSecrets`. */
export function findSecrets(text: string, knownSecrets: readonly string[] = []): string[] {
  const found = SHAPES.filter(([, shape]) => shape.test(text)).map(([what]) => what)
  for (const secret of knownSecrets) {
    if (secret.length >= 8 && text.includes(secret)) found.push('a secret of this server')
  }
  return found
}

/**
 * The files of a build the server sends to browsers: all but its server-rendering bundle
 * (`server/`), which only the server loads and never serves (static-files.ts).
 */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const serverOnly = join(dir, SERVER_RENDER_DIR)
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => path !== serverOnly && !path.startsWith(`${serverOnly}/`))
}

/** Every finding in the text files of a build folder (binary files are skipped). */
export async function scanBuild(
  dir: string,
  knownSecrets: readonly string[] = [],
): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const path of await filesUnder(dir)) {
    if (/\.(png|jpe?g|webp|avif|ico|wasm|br|gz|woff2?)$/.test(path)) continue
    const text = await readFile(path, 'utf8')
    for (const what of findSecrets(text, knownSecrets)) {
      findings.push({ file: relative(dir, path), what })
    }
  }
  return findings
}

export { filesUnder }
