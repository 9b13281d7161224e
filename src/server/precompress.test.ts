import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressAssets } from './precompress'

const BIG_JS = `export const words = ${JSON.stringify('reservedel '.repeat(500))}\n`

describe('precompressAssets', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'delelager-precompress-'))
    await mkdir(join(dir, 'assets'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes brotli and gzip copies of an asset that unpack to the asset itself', async () => {
    await writeFile(join(dir, 'assets/index-Ab12Cd34.js'), BIG_JS)

    expect(await precompressAssets(dir)).toBe(1)

    const br = await readFile(join(dir, 'assets/index-Ab12Cd34.js.br'))
    const gz = await readFile(join(dir, 'assets/index-Ab12Cd34.js.gz'))
    expect(brotliDecompressSync(br).toString()).toBe(BIG_JS)
    expect(gunzipSync(gz).toString()).toBe(BIG_JS)
    expect(br.length).toBeLessThan(BIG_JS.length)
  })

  it('leaves out files under 1 KiB, images and files outside assets/', async () => {
    await writeFile(join(dir, 'assets/tiny-Ab12Cd34.js'), 'export {}')
    await writeFile(join(dir, 'assets/photo-Ab12Cd34.png'), Buffer.alloc(4096, 1))
    await writeFile(join(dir, 'sw.js'), BIG_JS)

    expect(await precompressAssets(dir)).toBe(0)

    expect((await readdir(join(dir, 'assets'))).toSorted()).toEqual([
      'photo-Ab12Cd34.png',
      'tiny-Ab12Cd34.js',
    ])
    expect(await readdir(dir)).not.toContain('sw.js.br')
  })

  it('does nothing for a build without assets/', async () => {
    await rm(join(dir, 'assets'), { recursive: true })

    expect(await precompressAssets(dir)).toBe(0)
  })
})
