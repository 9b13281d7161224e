/**
 * The real server as a child process (`node --import tsx src/server/main.ts`, one PID, so a
 * signal reaches the server itself), for tests that kill or restart it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface ServerProcess {
  child: ChildProcess
  baseUrl: string
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
}

export function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: join(dataDir, '..', 'no-static-dir'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string)
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited }
}

/** Polls `/api/health` until it answers 200; fails if the process exits first. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exitedWith: number | string | undefined
  void server.exited.then((code) => {
    exitedWith = code
  })
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      throw new Error(`server exited (${exitedWith}) before it was healthy:\n${server.output()}`)
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`)
}

/** A TCP port free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}
