/**
 * The real server for benches: builds the app into `dist` when it is missing, starts the
 * server on `port` with a fresh embedded database (the demo catalogue) under
 * `.tmp/<name>/`, and stops it (its whole process group) when the bench exits.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(fileURLToPath(import.meta.url), '../../..')
/** A first start migrates and seeds the demo catalogue: slow on a busy machine. */
const SERVER_START_TIMEOUT_MS = 5 * 60_000

/** A phone on a slow line, as Lighthouse's mobile preset: slow 4G (CDP network conditions)… */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
/** …and a CPU four times slower than this machine's. */
export const CPU_SLOWDOWN = 4

export function buildIfMissing(dist, { skip = false } = {}) {
  if (existsSync(join(root, dist, 'index.html')) || skip) return
  console.log(`Building into ${dist}/ …`)
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('vite build failed')
}

/** Starts the server; resolves with its origin once `/api/health` answers. */
export async function startBenchServer({ dist, port, name }) {
  const outDir = join(root, '.tmp', name)
  const dataDir = join(outDir, `data-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: dist,
      LOG_LEVEL: 'warn',
    },
  })
  const stop = () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    try {
      process.kill(-server.pid, 'SIGTERM') // its process group: node and anything it started
    } catch {
      server.kill('SIGTERM')
    }
  }
  process.on('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop()
      process.exit(130)
    })
  }
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) return { origin, outDir, stop }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`the server did not answer ${origin}/api/health in 5 minutes`)
}
