import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

let options: ICruiseOptions
let fixture: string

/** A small source tree at `root`: each entry a file and its source. */
function writeTree(files: Record<string, string>, root = fixture) {
  for (const [path, source] of Object.entries(files)) {
    const file = join(root, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, source)
  }
}

async function cruiseIn(baseDir: string): Promise<ICruiseResult> {
  const { tsConfig: _projectOnly, ...rest } = options
  const result = await cruise(['src'], { ...rest, baseDir })
  return result.output as ICruiseResult
}

/** The broken rules as [rule, from, to]. */
const brokenRules = (result: ICruiseResult) =>
  result.summary.violations.map((violation) => [violation.rule.name, violation.from, violation.to])

describe('the layering rules of npm run lint', () => {
  beforeAll(async () => {
    options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'))
    fixture = mkdtempSync(join(tmpdir(), 'layers-'))
  })
  afterAll(() => rmSync(fixture, { recursive: true, force: true }))

  it('reports a feature that imports a sibling feature', async () => {
    writeTree({
      'src/client/features/a/a.ts': "import { b } from '../b/b'\nexport const a = b + 1\n",
      'src/client/features/b/b.ts':
        "import { shared } from '../../ui/shared'\nexport const b = shared\n",
      'src/client/ui/shared.ts': 'export const shared = 1\n',
    })
    expect(brokenRules(await cruiseIn(fixture))).toEqual([
      ['feature-imports-feature', 'src/client/features/a/a.ts', 'src/client/features/b/b.ts'],
    ])
  })

  it('passes the project’s own source', async () => {
    expect(brokenRules(await cruiseIn(ROOT))).toEqual([])
  })
})

describe('the server layering rules of npm run lint', () => {
  beforeAll(async () => {
    options ??= await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'))
  })

  /** Cruises `files` alone, in a folder of their own; the broken rules in a stable order. */
  async function brokenRulesOf(files: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), 'server-layers-'))
    try {
      symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'))
      writeTree(files, root)
      return brokenRules(await cruiseIn(root)).sort()
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }

  it('reports a plugin that imports a route and a repository that imports a provider', async () => {
    expect(
      await brokenRulesOf({
        'src/server/routes/caching.ts': 'export const etag = 1\n',
        'src/server/plugins/images.ts':
          "import { etag } from '../routes/caching'\nexport const a = etag\n",
        'src/server/providers/mail/port.ts': 'export type Mail = { to: string }\n',
        'src/server/db/repositories/mail.ts':
          "import type { Mail } from '../../providers/mail/port'\nexport const m = (x: Mail) => x\n",
      }),
    ).toEqual([
      [
        'server-plugin-imports-upward',
        'src/server/plugins/images.ts',
        'src/server/routes/caching.ts',
      ],
      [
        'server-repository-imports-upward',
        'src/server/db/repositories/mail.ts',
        'src/server/providers/mail/port.ts',
      ],
    ])
  })

  it('lets a route use a plugin, a service a repository and a repository the schema', async () => {
    expect(
      await brokenRulesOf({
        'src/server/db/schema.ts': 'export const table = 1\n',
        'src/server/db/repositories/rows.ts':
          "import { table } from '../schema'\nexport const rows = table\n",
        'src/server/services/list.ts':
          "import { rows } from '../db/repositories/rows'\nexport const list = rows\n",
        'src/server/plugins/auth.ts':
          "import { list } from '../services/list'\nexport const auth = list\n",
        'src/server/routes/lists.ts':
          "import { auth } from '../plugins/auth'\nexport const route = auth\n",
      }),
    ).toEqual([])
  })

  it('reports a cycle of imports in the server, types included', async () => {
    expect(
      await brokenRulesOf({
        'src/server/db/database.ts':
          "import type { Driver } from './driver'\nexport type Database = { driver: Driver }\n",
        'src/server/db/driver.ts':
          "import type { Database } from './database'\nexport type Driver = { open(): Database }\n",
      }),
    ).toEqual([['server-cycle', 'src/server/db/database.ts', 'src/server/db/driver.ts']])
  })

  it('reports SQL built or a table imported outside db/', async () => {
    const broken = await brokenRulesOf({
      'src/server/db/schema.ts': 'export const payments = {}\n',
      'src/server/services/payments.ts':
        "import { sql } from 'drizzle-orm'\nimport { payments } from '../db/schema'\nexport const q = [sql`select 1`, payments]\n",
    })
    expect(
      broken.map(([rule, from, to]) => [rule, from, to?.replace(/^.*node_modules\//, '')]),
    ).toEqual([
      ['server-sql-outside-db', 'src/server/services/payments.ts', 'drizzle-orm/index.d.ts'],
      ['server-sql-outside-db', 'src/server/services/payments.ts', 'src/server/db/schema.ts'],
    ])
  })
})
