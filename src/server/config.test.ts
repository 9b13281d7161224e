import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_BODY_LIMIT, loadConfig } from './config'
import { pgliteDir } from './db/pglite-database'

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({})

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      staticDir: resolve('dist'),
      logLevel: 'info',
      bodyLimit: DEFAULT_BODY_LIMIT,
    })
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(pgliteDir(config)).toBe(resolve('data/pglite'))
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://shop@db/shop',
      STATIC_DIR: '/srv/www',
      LOG_LEVEL: 'warn',
      BODY_LIMIT: '2048',
    })

    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://shop@db/shop',
      staticDir: '/srv/www',
      logLevel: 'warn',
      bodyLimit: 2048,
    })
  })

  it('uses the embedded catalogue unless a TecDoc API key is set', () => {
    expect(loadConfig({}).tecdoc).toBeUndefined()
    expect(loadConfig({ TECDOC_API_KEY: '  ' }).tecdoc).toBeUndefined()
    expect(loadConfig({ TECDOC_API_KEY: 'secret' }).tecdoc).toEqual({
      apiKey: 'secret',
      host: 'tecdoc-catalog.p.rapidapi.com',
      baseUrl: 'https://tecdoc-catalog.p.rapidapi.com',
    })
    expect(
      loadConfig({
        TECDOC_API_KEY: 'secret',
        TECDOC_API_HOST: 'tecdoc.example',
        TECDOC_BASE_URL: 'http://127.0.0.1:9999',
      }).tecdoc,
    ).toMatchObject({ host: 'tecdoc.example', baseUrl: 'http://127.0.0.1:9999' })
  })

  it('refuses a TecDoc base URL that is not http(s)', () => {
    expect(() => loadConfig({ TECDOC_BASE_URL: 'tecdoc.example' })).toThrow(
      /TECDOC_BASE_URL: must be an http:\/\/ or https:\/\/ URL/,
    )
  })

  it('uses the demo plates unless a Statens vegvesen API key is set', () => {
    expect(loadConfig({}).svv).toBeUndefined()
    expect(loadConfig({ SVV_API_KEY: ' ' }).svv).toBeUndefined()
    expect(loadConfig({ SVV_API_KEY: 'secret' }).svv).toEqual({
      apiKey: 'secret',
      baseUrl: 'https://akfell-datautlevering.atlas.vegvesen.no',
    })
    expect(
      loadConfig({ SVV_API_KEY: 'secret', SVV_BASE_URL: 'http://127.0.0.1:9998' }).svv,
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:9998' })
    expect(() => loadConfig({ SVV_BASE_URL: 'vegvesen.no' })).toThrow(
      /SVV_BASE_URL: must be an http:\/\/ or https:\/\/ URL/,
    )
  })

  it('takes JWT_SECRET of 32 characters or more, and refuses a shorter one without showing it', () => {
    expect(loadConfig({}).jwtSecret).toBeUndefined()
    const secret = 'k'.repeat(32)
    expect(loadConfig({ JWT_SECRET: secret }).jwtSecret).toBe(secret)
    let message = ''
    try {
      loadConfig({ JWT_SECRET: 'too-short-secret' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/JWT_SECRET: must be at least 32 characters/)
    expect(message).not.toContain('too-short-secret')
  })

  it('names every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT: .*DATABASE_URL: must start with postgres:\/\//,
    )
  })

  it('takes a read replica only as a PostgreSQL URL beside DATABASE_URL', () => {
    const primary = 'postgres://shop@db/shop'
    const replica = 'postgresql://shop@replica/shop'
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined()
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica })).toMatchObject({
      databaseUrl: primary,
      databaseReadUrl: replica,
    })
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'replica:5432' })).toThrow(
      /DATABASE_READ_URL: must start with postgres:\/\//,
    )
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    )
  })

  it('builds links on PUBLIC_ORIGIN, else on the address it listens on', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.delelager.no/butikk/' }).publicOrigin).toBe(
      'https://www.delelager.no',
    )
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080')
    expect(loadConfig({ HOST: '::', PORT: '3000' }).publicOrigin).toBe('http://localhost:3000')
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4301' }).publicOrigin).toBe(
      'http://127.0.0.1:4301',
    )
    expect(loadConfig({ HOST: '::1', PORT: '4301' }).publicOrigin).toBe('http://[::1]:4301')
    expect(() => loadConfig({ HOST: 'no such host' })).toThrow(/set PUBLIC_ORIGIN/)
  })

  it('refuses to start in production without PUBLIC_ORIGIN, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: '' })).toThrow(
      /PUBLIC_ORIGIN: must be set when NODE_ENV=production/,
    )
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.delelager.no' })
        .publicOrigin,
    ).toBe('https://www.delelager.no')
  })

  it('refuses a data folder inside node_modules or the build output', () => {
    expect(() => loadConfig({ DATA_DIR: './node_modules/.data' })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: './dist/data' })).toThrow(/must not be inside STATIC_DIR/)
  })

  it('offers Vipps only with every VIPPS_* key, on the test environment unless told', () => {
    const keys = {
      VIPPS_CLIENT_ID: 'client',
      VIPPS_CLIENT_SECRET: 'secret',
      VIPPS_SUBSCRIPTION_KEY: 'subscription',
      VIPPS_MERCHANT_SERIAL_NUMBER: '123456',
      VIPPS_WEBHOOK_SECRET: 'a-webhook-secret-of-length',
    }
    expect(loadConfig({}).vipps).toBeUndefined()
    expect(loadConfig(keys).vipps).toMatchObject({
      clientId: 'client',
      merchantSerialNumber: '123456',
      baseUrl: 'https://apitest.vipps.no',
    })
    expect(loadConfig({ ...keys, VIPPS_BASE_URL: 'https://api.vipps.no' }).vipps?.baseUrl).toBe(
      'https://api.vipps.no',
    )
    expect(() => loadConfig({ ...keys, VIPPS_WEBHOOK_SECRET: '' })).toThrow(
      /missing VIPPS_WEBHOOK_SECRET/,
    )
    expect(() => loadConfig({ ...keys, VIPPS_MERCHANT_SERIAL_NUMBER: 'abc' })).toThrow(
      /VIPPS_MERCHANT_SERIAL_NUMBER/,
    )
    expect(() => loadConfig({ ...keys, VIPPS_BASE_URL: 'ftp://x' })).toThrow(/VIPPS_BASE_URL/)
  })
})
