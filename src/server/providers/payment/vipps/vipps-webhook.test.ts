import { describe, expect, it } from 'vitest'
import { SIGNED_WEBHOOK_EXAMPLE as example } from '../../../../../tests/fixtures/vipps/epayment-payloads'
import { contentSha256, verifyVippsCallback, vippsAuthorization } from './vipps-webhook'

const url = new URL(example.url)
const request = {
  pathAndQuery: url.pathname + url.search,
  host: url.host,
  date: example.date,
  body: example.body,
}

describe('Vipps webhook signature', () => {
  it("computes the documentation's worked example: the content hash and the authorization", () => {
    expect(contentSha256(example.body)).toBe(example.contentSha256)
    expect(vippsAuthorization(example.secret, request)).toBe(example.authorization)
  })

  it('accepts the signed example and refuses it with another secret, body, date, host or path', () => {
    const signed = {
      ...request,
      contentSha256: example.contentSha256,
      authorization: example.authorization,
    }
    expect(verifyVippsCallback(example.secret, signed)).toBe(true)
    expect(verifyVippsCallback('another-secret', signed)).toBe(false)
    expect(verifyVippsCallback(example.secret, { ...signed, body: `${example.body} ` })).toBe(false)
    expect(
      verifyVippsCallback(example.secret, { ...signed, date: 'Thu, 30 Mar 2023 08:38:33 GMT' }),
    ).toBe(false)
    expect(verifyVippsCallback(example.secret, { ...signed, host: 'shop.example' })).toBe(false)
    expect(verifyVippsCallback(example.secret, { ...signed, pathAndQuery: '/other' })).toBe(false)
  })

  it('refuses a callback without its headers', () => {
    expect(verifyVippsCallback(example.secret, request)).toBe(false)
    expect(
      verifyVippsCallback(example.secret, { ...request, contentSha256: example.contentSha256 }),
    ).toBe(false)
  })
})
