/**
 * The server's settings, read once from the environment.
 * Empty variables count as unset. Paths are resolved against the working directory.
 */
import { isAbsolute, relative, resolve } from 'node:path'
import { z } from 'zod'
import pkg from '../../package.json' with { type: 'json' }
import { type TecdocConfig, tecdocConfigFromEnv } from './providers/catalogue/tecdoc/tecdoc-config'
import {
  VIPPS_ENV_KEYS,
  type VippsConfig,
  vippsConfigFromEnv,
} from './providers/payment/vipps/vipps-config'
import { type SvvConfig, svvConfigFromEnv } from './providers/vehicle-registry/svv/svv-config'

/** Fastify's own default body limit, made explicit: 1 MiB. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024
/** Shortest JWT_SECRET accepted, characters. */
export const JWT_SECRET_MIN_LENGTH = 32

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // A streaming replica of DATABASE_URL's database that serves the catalogue reads.
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  STATIC_DIR: z.string().min(1).default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce.number().int().positive().default(DEFAULT_BODY_LIMIT),
  // An HS256 key should hold at least 256 bits; 32 characters is the least we take.
  JWT_SECRET: z
    .string()
    .min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters`)
    .optional(),
  // Behind a load balancer: `true` or its addresses (Fastify's trustProxy), so
  // rate limits count the client's address from X-Forwarded-For, not the balancer's.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\d.:a-fA-F/, ]+)$/, 'must be true, false or addresses')
    .optional(),
  // How long an order request that never finished (its server died) blocks a retry with the
  // same Idempotency-Key, seconds: longer than any request may take.
  ORDER_CLAIM_STALE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // The shop's address as visitors see it (https://www.example.no), for every absolute link
  // the server writes: mails, robots.txt, sitemaps, canonical links, payment return pages.
  // Required in production; elsewhere the address the server listens on.
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  NODE_ENV: z.string().optional(),
  // Whether public pages' first HTML is rendered on the server (needs a build with its
  // server-rendering bundle); `off` sends the plain app shell for every page.
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  // API requests doing their database work at once, and the longest wait for a turn, ms
  // (plugins/database-admission.ts); unset: 4 on the embedded database, 20 on PostgreSQL.
  DB_ACTIVE_REQUESTS: z.coerce.number().int().min(1).max(1_000).optional(),
  DB_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  // Catalogue answers kept in memory per instance, megabytes (plugins/read-cache.ts); 0: none.
  READ_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(64),
  // Contact messages accepted per IP address an hour (the form's rate limit).
  CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Mail (the contact form): sent over SMTP when SMTP_URL is set, else kept in the outbox.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.email().default('nettbutikk@delelager.no'),
  // Where contact messages go; the shop's e-mail address from the settings when unset.
  MAIL_TO: z.email().optional(),
  // Checked here only; tecdocConfigFromEnv reads the TECDOC_* variables.
  TECDOC_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  // Checked here only; svvConfigFromEnv reads the SVV_* variables.
  SVV_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  // Vipps MobilePay (ePayment API): the sales unit's keys and the webhook's secret, all or
  // none; vippsConfigFromEnv reads them. VIPPS_BASE_URL defaults to the test environment.
  VIPPS_CLIENT_ID: z.string().max(200).optional(),
  VIPPS_CLIENT_SECRET: z.string().max(500).optional(),
  VIPPS_SUBSCRIPTION_KEY: z.string().max(200).optional(),
  VIPPS_MERCHANT_SERIAL_NUMBER: z
    .string()
    .regex(/^\d{4,10}$/, 'must be the sales unit number (4 to 10 digits)')
    .optional(),
  VIPPS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  VIPPS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
})

/** Vipps needs every one of its keys: a partial set is a mistake, not "Vipps off". */
const checkedEnvSchema = envSchema.superRefine((vars, context) => {
  // Links are never built from a request's Host (a forged one would be mailed to customers),
  // and in production the listen address is no address visitors can reach.
  if (vars.NODE_ENV === 'production' && !vars.PUBLIC_ORIGIN) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_ORIGIN'],
      message:
        'must be set when NODE_ENV=production: the shop’s address (https://…) for the links in its mails, sitemaps and pages',
    })
  }
  // A replica of the embedded database does not exist: the setting would silently do nothing.
  if (vars.DATABASE_READ_URL && !vars.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'needs DATABASE_URL (a replica of that PostgreSQL database)',
    })
  }
  const set = VIPPS_ENV_KEYS.filter((name) => vars[name] !== undefined)
  if (set.length === 0 || set.length === VIPPS_ENV_KEYS.length) return
  const missing = VIPPS_ENV_KEYS.filter((name) => vars[name] === undefined)
  context.addIssue({
    code: 'custom',
    path: [missing[0] ?? 'VIPPS_CLIENT_ID'],
    message: `Vipps needs all of ${VIPPS_ENV_KEYS.join(', ')}; missing ${missing.join(', ')}`,
  })
})

export interface Config {
  port: number
  host: string
  /** Absolute. Holds the embedded database (`pglite/`) and its lock. */
  dataDir: string
  /** When set, PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined
  /** When set (with `databaseUrl`), a streaming replica that serves the catalogue reads. */
  databaseReadUrl?: string
  /** Absolute. The built PWA; served only if it exists. */
  staticDir: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  /** Largest accepted request body, bytes. */
  bodyLimit: number
  version: string
  /**
   * The key that signs session tokens (HS256), when JWT_SECRET is set; otherwise the server
   * generates one and keeps it in the database (plugins/auth.ts). Never logged.
   */
  jwtSecret?: string
  /** Fastify's `trustProxy` (TRUST_PROXY): whose X-Forwarded-For to believe. */
  trustProxy: boolean | string
  /** The contact form's rate limit: messages per IP address an hour. */
  contactLimitPerHour: number
  /**
   * The shop's origin for every absolute link (mails, sitemaps, canonical links, payment
   * returns): PUBLIC_ORIGIN, else (never in production) the address the server listens on.
   * Never a request's Host.
   */
  publicOrigin: string
  /** Whether public pages are rendered on the server (SERVER_RENDERING). */
  serverRendering: boolean
  /** API requests doing their database work at once, and the longest wait for a turn (ms). */
  databaseAdmission: { slots: number; waitMs: number }
  /** Megabytes of catalogue answers kept in memory (0: none kept). */
  readCacheMb: number
  /** Seconds after which an unfinished order request's claim is taken over by a retry. */
  orderClaimStaleSeconds: number
  /** Outgoing mail: SMTP when `smtpUrl` is set, otherwise the database outbox. */
  mail: { smtpUrl?: string; from: string; to?: string }
  /** Set when `TECDOC_API_KEY` is: the catalogue is TecDoc's, otherwise the shop's database. */
  tecdoc?: TecdocConfig
  /** Set when `SVV_API_KEY` is: plates are looked up at Statens vegvesen, else demo plates. */
  svv?: SvvConfig
  /** Set when every VIPPS_* key is: Vipps MobilePay is offered beside the test card. */
  vipps?: VippsConfig
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = checkedEnvSchema.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const vars = parsed.data
  const config: Config = {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    databaseReadUrl: vars.DATABASE_READ_URL,
    staticDir: resolve(vars.STATIC_DIR),
    logLevel: vars.LOG_LEVEL,
    bodyLimit: vars.BODY_LIMIT,
    version: pkg.version,
    jwtSecret: vars.JWT_SECRET,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    contactLimitPerHour: vars.CONTACT_LIMIT_PER_HOUR,
    orderClaimStaleSeconds: vars.ORDER_CLAIM_STALE_SECONDS,
    serverRendering: vars.SERVER_RENDERING === 'on',
    publicOrigin: publicOriginOf(vars),
    databaseAdmission: {
      slots: vars.DB_ACTIVE_REQUESTS ?? (vars.DATABASE_URL ? 20 : 4),
      waitMs: vars.DB_QUEUE_WAIT_MS,
    },
    readCacheMb: vars.READ_CACHE_MB,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, to: vars.MAIL_TO },
    tecdoc: tecdocConfigFromEnv(env) ?? undefined,
    svv: svvConfigFromEnv(env) ?? undefined,
    vipps: vippsConfigFromEnv(present) ?? undefined,
  }
  assertDataOutsideBuildArtefacts(config)
  return config
}

function publicOriginOf(vars: { PUBLIC_ORIGIN?: string; HOST: string; PORT: number }): string {
  try {
    return new URL(vars.PUBLIC_ORIGIN ?? listenOrigin(vars.HOST, vars.PORT)).origin
  } catch {
    throw new ConfigError(`HOST ${vars.HOST} makes no address for links: set PUBLIC_ORIGIN.`)
  }
}

/** `http://localhost:PORT` when listening on every interface, else `http://HOST:PORT`. */
export function listenOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false
  return value === 'true' ? true : value
}

/**
 * Guard: `npm install` replaces node_modules and `vite build` empties the build folder, so
 * data kept in either would be deleted without warning.
 */
function assertDataOutsideBuildArtefacts(config: Config): void {
  if (config.dataDir.split(/[\\/]/).includes('node_modules')) {
    throw new ConfigError(`DATA_DIR ${config.dataDir} must not be inside node_modules.`)
  }
  if (isInside(config.dataDir, config.staticDir)) {
    throw new ConfigError(`DATA_DIR ${config.dataDir} must not be inside STATIC_DIR.`)
  }
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}
