/**
 * Settings of the Vipps MobilePay adapter (ePayment API v1), read from the VIPPS_* variables.
 * All four keys of the sales unit and the webhook secret are needed: with any missing, Vipps is
 * not offered at checkout (config.ts refuses a half-configured set at start).
 */
import { type HttpAttemptOptions, readEnv } from '../../http-attempts'

/** The test environment ("MT"); production is https://api.vipps.no. */
export const DEFAULT_VIPPS_BASE_URL = 'https://apitest.vipps.no'
/** Per-attempt time limit, ms. */
export const DEFAULT_VIPPS_TIMEOUT_MS = 10_000
/** Extra attempts after the first for timeouts, network errors and 5xx (idempotent by key). */
export const DEFAULT_VIPPS_RETRIES = 2

export const VIPPS_ENV_KEYS = [
  'VIPPS_CLIENT_ID',
  'VIPPS_CLIENT_SECRET',
  'VIPPS_SUBSCRIPTION_KEY',
  'VIPPS_MERCHANT_SERIAL_NUMBER',
  'VIPPS_WEBHOOK_SECRET',
] as const

export interface VippsConfig extends HttpAttemptOptions {
  /** The sales unit's keys; never logged or put in an error message. */
  clientId: string
  clientSecret: string
  subscriptionKey: string
  /** The sales unit (MSN), sent as `Merchant-Serial-Number`. */
  merchantSerialNumber: string
  /** The secret Vipps gave when the shop's webhook was registered; signs every callback. */
  webhookSecret: string
  /** e.g. `https://apitest.vipps.no`, no trailing slash needed. */
  baseUrl: string
}

/** `null` unless every key is set: the shop then offers the test card only. */
export function vippsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): VippsConfig | null {
  const read = (name: string) => readEnv(env, name)
  const [clientId, clientSecret, subscriptionKey, merchantSerialNumber, webhookSecret] =
    VIPPS_ENV_KEYS.map(read)
  if (!clientId || !clientSecret || !subscriptionKey || !merchantSerialNumber || !webhookSecret) {
    return null
  }
  return {
    clientId,
    clientSecret,
    subscriptionKey,
    merchantSerialNumber,
    webhookSecret,
    baseUrl: read('VIPPS_BASE_URL') ?? DEFAULT_VIPPS_BASE_URL,
  }
}
