import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

let options: ICruiseOptions
let fixture: string

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

  /** A fixture's own directory, so each case is cruised alone. */
  function treeIn(name: string, files: Record<string, string>): string {
    const dir = join(fixture, name)
    for (const [path, source] of Object.entries(files)) {
      const file = join(dir, path)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, source)
    }
    return dir
  }

  const importing = (path: string) => `import { x } from '${path}'\nexport const y = x\n`
  const exporting = 'export const x = 1\n'

  it.each([
    ['feature-imports-feature', 'src/client/features/a/a.ts', 'src/client/features/b/b.ts'],
    ['shell-imports-route', 'src/client/shell/header.ts', 'src/client/routes/index.ts'],
    ['feature-imports-shell-or-route', 'src/client/features/a/a.ts', 'src/client/shell/header.ts'],
    ['data-imports-upward', 'src/client/data/cart/cart.ts', 'src/client/features/a/a.ts'],
    ['lower-layer-imports-upward', 'src/client/ui/card.ts', 'src/client/data/cart/cart.ts'],
    ['lower-layer-imports-upward', 'src/client/offline/store.ts', 'src/client/data/cart/cart.ts'],
    ['lower-layer-imports-upward', 'src/client/lib/api.ts', 'src/client/features/a/a.ts'],
    ['lib-imports-offline', 'src/client/lib/api.ts', 'src/client/offline/store.ts'],
    ['client-imports-server', 'src/client/lib/api.ts', 'src/server/app.ts'],
    ['server-imports-client', 'src/server/app.ts', 'src/client/lib/api.ts'],
    ['domain-imports-a-side', 'src/domain/cart.ts', 'src/client/lib/api.ts'],
  ])('reports %s: %s importing %s', async (rule, from, to) => {
    const specifier = relative(dirname(from), to).replace(/\.ts$/, '')
    const dir = treeIn(`${rule}-${from.replaceAll('/', '_')}`, {
      [from]: importing(specifier.startsWith('.') ? specifier : `./${specifier}`),
      [to]: exporting,
    })
    expect(brokenRules(await cruiseIn(dir))).toEqual([[rule, from, to]])
  })

  it('lets each layer import the one below it', async () => {
    const dir = treeIn('downward', {
      'src/client/routes/index.ts': importing('../shell/header'),
      'src/client/shell/header.ts': importing('../features/a/a'),
      'src/client/features/a/a.ts': importing('../../data/cart/cart'),
      'src/client/data/cart/cart.ts': importing('../../offline/store'),
      'src/client/offline/store.ts': importing('../lib/api'),
      'src/client/lib/api.ts': importing('../../domain/cart'),
      'src/domain/cart.ts': exporting,
    })
    expect(brokenRules(await cruiseIn(dir))).toEqual([])
  })

  it('reports a cycle in the client, the generated route tree included', async () => {
    const dir = treeIn('cycle', {
      'src/client/routeTree.gen.ts': importing('./routes/index'),
      'src/client/routes/index.ts': importing('../router'),
      'src/client/router.tsx': importing('./routeTree.gen'),
    })
    const result = await cruiseIn(dir)
    expect(brokenRules(result).map(([rule]) => rule)).toEqual(['client-cycle'])
    expect(result.summary.violations[0]?.cycle?.map((step) => step.name)).toContain(
      'src/client/routeTree.gen.ts',
    )
  })

  it('passes the project’s own source', async () => {
    expect(brokenRules(await cruiseIn(ROOT))).toEqual([])
  })
})
