import { describe, expect, it } from 'vitest'
import { addressForLimits, clientAddress } from './client-address'

describe("the caller's address for the limits", () => {
  it('is the connection’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:127.0.0.1', null, 0)).toBe('127.0.0.1')
  })

  it('is the entry the trusted proxies appended, counted from the right; never one the caller wrote', () => {
    // The caller wrote 1.1.1.1; the one proxy appended the address it saw.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9', 1)).toBe('203.0.113.9')
    // Two proxies: the edge appended the caller's address, the inner one the edge's.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9')
    // A proxy said to be there that added nothing: the furthest address known, not a made-up one.
    expect(clientAddress('10.0.0.2', null, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', ' , ', 1)).toBe('10.0.0.2')
  })

  it('is nothing without a connection (the app called in its own process)', () => {
    expect(clientAddress(undefined, '203.0.113.9', 1)).toBeUndefined()
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressForLimits('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
    expect(addressForLimits('2001:0db8:0000:0001::1')).toBe('2001:db8:0:1::/64')
    expect(addressForLimits('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(addressForLimits('::1')).toBe('0:0:0:0::/64')
    expect(addressForLimits('198.51.100.7')).toBe('198.51.100.7')
  })
})
