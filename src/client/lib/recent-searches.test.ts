import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetRecentSearches } from './recent-searches-key'
import {
  clearRecentSearches,
  RECENT_SEARCHES_MAX,
  readRecentSearches,
  rememberSearch,
  useRecentSearches,
} from './recent-searches'

describe('recent searches on the device', () => {
  beforeEach(() => clearRecentSearches())

  it('keeps the newest search first', () => {
    rememberSearch('bremseklosser')
    rememberSearch('HU 6781')
    expect(readRecentSearches()).toEqual(['HU 6781', 'bremseklosser'])
  })

  it('keeps a text searched again once, moved to the front', () => {
    rememberSearch('oljefilter')
    rememberSearch('viskerblad')
    rememberSearch('  Oljefilter ')
    expect(readRecentSearches()).toEqual(['Oljefilter', 'viskerblad'])
  })

  it(`forgets the oldest beyond ${RECENT_SEARCHES_MAX}`, () => {
    for (let i = 1; i <= RECENT_SEARCHES_MAX + 2; i++) rememberSearch(`søk ${i}`)
    const list = readRecentSearches()
    expect(list).toHaveLength(RECENT_SEARCHES_MAX)
    expect(list[0]).toBe(`søk ${RECENT_SEARCHES_MAX + 2}`)
    expect(list).not.toContain('søk 2')
  })

  it('remembers nothing blank and forgets everything when cleared', () => {
    rememberSearch('   ')
    expect(readRecentSearches()).toEqual([])
    rememberSearch('tennplugger')
    clearRecentSearches()
    expect(readRecentSearches()).toEqual([])
  })

  it('hears the searches forgotten elsewhere (sign-out clears them without this store)', () => {
    rememberSearch('tennplugger')
    const heard = vi.fn()
    const { unmount } = renderHook(() => {
      heard(useRecentSearches())
    })
    act(() => forgetRecentSearches(localStorage))
    expect(heard).toHaveBeenLastCalledWith([])
    unmount()
  })

  it('survives a damaged entry in storage', () => {
    localStorage.setItem('delelager/recent-searches', '{not json')
    expect(readRecentSearches()).toEqual([])
    rememberSearch('lyspære')
    expect(readRecentSearches()).toEqual(['lyspære'])
  })
})
