/**
 * The address a request came from, for the auth service's limits per address
 * (backend/auth/rate-limits.ts): the connection's peer, or, behind `trustedProxies` proxies that
 * each append to `X-Forwarded-For`, the entry that many hops back (entries further left were
 * written by the caller and are not believed). IPv6 addresses count by their /64: one line or
 * host is given a whole /64, so a single address would be free to change.
 */
import { isIP } from 'node:net'

/** `::ffff:1.2.3.4` as `1.2.3.4`; an IPv6 address as its /64 (`2001:db8:0:1::/64`); anything else as given, trimmed. */
export function addressForLimits(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (isIP(address) !== 6) return address
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` → 2001, db8, 0, …, 1). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0')
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, ''))
}

/**
 * The caller's address for the limits, or undefined when the request has no connection (a test that
 * calls the app in its own process).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | null, trustedProxies: number): string | undefined {
  if (!peer) return undefined
  const forwarded = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')
  // Nearest first: the peer, then what each trusted proxy appended, right to left.
  const hops = [peer, ...forwarded.reverse()]
  return addressForLimits(hops[Math.min(trustedProxies, hops.length - 1)]!)
}
