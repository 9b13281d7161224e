import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

let options: ICruiseOptions
let fixture: string

/** A small client tree at `fixture`: each entry a file and its source. */
function writeTree(files: Record<string, string>) {
  for (const [path, source] of Object.entries(files)) {
    const file = join(fixture, path)
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
