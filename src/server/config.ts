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

export const DEFAULT_BODY_LIMIT = 1024 * 1024
export const JWT_SECRET_MIN_LENGTH = 32

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  STATIC_DIR: z.string().min(1).default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce.number().int().positive().default(DEFAULT_BODY_LIMIT),
  // An HS256 key should hold at least 256 bits.
  JWT_SECRET: z
    .string()
    .min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters`)
    .optional(),
  // So rate limits count the client's address from X-Forwarded-For, not the balancer's.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\d.:a-fA-F/, ]+)$/, 'must be true, false or addresses')
    .optional(),
  // Longer than any request may take.
  ORDER_CLAIM_STALE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // Required in production: links are never built from a request's Host.
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  NODE_ENV: z.string().optional(),
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  // Unset: 4 on the embedded database, 20 on PostgreSQL.
  DB_ACTIVE_REQUESTS: z.coerce.number().int().min(1).max(1_000).optional(),
  DB_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  READ_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(64),
  CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.email().default('nettbutikk@delelager.no'),
  MAIL_TO: z.email().optional(),
  // Checked here only; tecdocConfigFromEnv reads the TECDOC_* variables.
  TECDOC_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  SVV_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  // All or none; vippsConfigFromEnv reads them.
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

/** A partial set of Vipps keys is a mistake, not "Vipps off". */
const checkedEnvSchema = envSchema.superRefine((vars, context) => {
  // A forged Host would be mailed to customers, and the listen address is not reachable by
  // visitors.
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
  dataDir: string
  databaseUrl: string | undefined
  databaseReadUrl?: string
  staticDir: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  bodyLimit: number
  version: string
  jwtSecret?: string
  trustProxy: boolean | string
  contactLimitPerHour: number
  publicOrigin: string
  serverRendering: boolean
  databaseAdmission: { slots: number; waitMs: number }
  readCacheMb: number
  orderClaimStaleSeconds: number
  mail: { smtpUrl?: string; from: string; to?: string }
  tecdoc?: TecdocConfig
  svv?: SvvConfig
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

export function listenOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false
  return value === 'true' ? true : value
}

// npm install replaces node_modules and vite build empties the build folder: data there would be
// lost.
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
