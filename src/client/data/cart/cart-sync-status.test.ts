import { describe, expect, it } from 'vitest'
import { syncStatusOf } from './cart-sync-status'

const dirty = { dirty: true, loaded: true, cartId: 'c1', lines: 1 }

describe('syncStatusOf', () => {
  it('says offline while the network is gone and retrying while the shop fails to answer', () => {
    expect(syncStatusOf('offline', dirty)).toBe('offline')
    expect(syncStatusOf('waiting', dirty)).toBe('retrying')
    expect(syncStatusOf('sending', dirty)).toBe('sending')
    expect(syncStatusOf('failed', dirty)).toBe('failed')
    expect(syncStatusOf('idle', dirty)).toBe('pending')
  })

  it('says synced once the server has the cart, and nothing before the cart is read', () => {
    expect(syncStatusOf('idle', { ...dirty, dirty: false })).toBe('synced')
    expect(syncStatusOf('idle', { ...dirty, loaded: false })).toBe('none')
    expect(syncStatusOf('idle', { dirty: false, loaded: true, cartId: '', lines: 0 })).toBe('none')
  })
})
