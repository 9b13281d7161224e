#!/usr/bin/env node
/**
 * `npm run bench:search-quality`: the relevance set (search-quality/queries.json) against the
 * real server on a fresh embedded database (the demo catalogue). Prints each query's hit@3 and
 * the rank of its first expected article, then the set's hit@3 and MRR.
 *
 *   node tests/bench/search-quality.mjs [--port n] [--floor 0.85] [--report-only]
 *
 * Exit code 1 when `--floor` is given and hit@3 is below it (unless `--report-only`).
 */
import { parseArgs } from 'node:util'
import { tsImport } from 'tsx/esm/api'
import { startBenchServer } from './bench-server.mjs'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '4177' },
    floor: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
  },
})

const { formatScores, measureSearchQuality } = await tsImport(
  './search-quality/score.ts',
  import.meta.url,
)
const { origin } = await startBenchServer({
  dist: 'dist',
  port: Number(options.port),
  name: 'search-quality-bench',
})
const score = await measureSearchQuality(async (path) => {
  const response = await fetch(`${origin}${path}`)
  return { status: response.status, body: await response.json() }
})
console.log(formatScores(score))

const floor = options.floor === undefined ? undefined : Number(options.floor)
if (floor !== undefined && !options['report-only'] && score.hitAt3 < floor) {
  console.error(`hit@3 ${score.hitAt3.toFixed(3)} is below the floor ${floor}`)
  process.exit(1)
}
process.exit(0)
