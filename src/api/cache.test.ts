import { describe, expect, it } from 'vitest'
import { createCache } from './cache'
import { DASHBOARD_CACHE_TTL_MS } from '../../kernel/limits'

function clock(start = 1_000_000) {
  let time = start
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('createCache', () => {
  it('keeps a dashboard entry for exactly 120000 ms and drops it at the boundary', () => {
    const fake = clock()
    const cache = createCache({ now: fake.now })
    cache.set('token-a', 'dashboard', { revenue: 1 }, DASHBOARD_CACHE_TTL_MS)

    fake.advance(DASHBOARD_CACHE_TTL_MS - 1)
    expect(cache.get('token-a', 'dashboard')).toEqual({ revenue: 1 })

    fake.advance(1)
    expect(cache.get('token-a', 'dashboard')).toBeUndefined()
  })

  it('drops an expired entry, so turning the clock back does not revive it', () => {
    let time = 0
    const cache = createCache({ now: () => time })
    cache.set('t', 'k', 'v', 100)
    time = 100
    expect(cache.get('t', 'k')).toBeUndefined()
    time = 50
    expect(cache.get('t', 'k')).toBeUndefined()
  })

  it('keys by token: one account never sees another account’s entry', () => {
    const cache = createCache({ now: clock().now })
    cache.set('token-a', 'settings', 'a', 1000)
    cache.set('token-b', 'settings', 'b', 1000)
    expect(cache.get('token-a', 'settings')).toBe('a')
    expect(cache.get('token-b', 'settings')).toBe('b')
    expect(cache.get('token-c', 'settings')).toBeUndefined()
  })

  it('restarts the lifetime when a key is set again', () => {
    const fake = clock()
    const cache = createCache({ now: fake.now })
    cache.set('t', 'k', 1, 1000)
    fake.advance(900)
    cache.set('t', 'k', 2, 1000)
    fake.advance(999)
    expect(cache.get('t', 'k')).toBe(2)
    fake.advance(1)
    expect(cache.get('t', 'k')).toBeUndefined()
  })

  it('deletes one entry, clears one token, or clears everything', () => {
    const cache = createCache({ now: clock().now })
    cache.set('a', 'x', 1, 1000)
    cache.set('a', 'y', 2, 1000)
    cache.set('b', 'x', 3, 1000)

    cache.delete('a', 'x')
    expect(cache.get('a', 'x')).toBeUndefined()
    expect(cache.get('a', 'y')).toBe(2)

    cache.clearToken('a')
    expect(cache.get('a', 'y')).toBeUndefined()
    expect(cache.get('b', 'x')).toBe(3)

    cache.clear()
    expect(cache.get('b', 'x')).toBeUndefined()
  })

  it('stores falsy values as values, not as misses', () => {
    const cache = createCache({ now: clock().now })
    cache.set('t', 'zero', 0, 1000)
    cache.set('t', 'null', null, 1000)
    expect(cache.get('t', 'zero')).toBe(0)
    expect(cache.get('t', 'null')).toBeNull()
  })

  it('refuses a TTL that is not a positive number', () => {
    const cache = createCache()
    expect(() => cache.set('t', 'k', 1, 0)).toThrow(RangeError)
    expect(() => cache.set('t', 'k', 1, -5)).toThrow(RangeError)
    expect(() => cache.set('t', 'k', 1, Number.NaN)).toThrow(RangeError)
  })

  it('uses the real clock by default', () => {
    const cache = createCache()
    cache.set('t', 'k', 'fresh', 60_000)
    expect(cache.get('t', 'k')).toBe('fresh')
  })
})
