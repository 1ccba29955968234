/**
 * Wall-clock times to instants in an IANA zone, for reading files: the offset comes from
 * `zoneOffset` (./calendar.ts, `Intl` underneath), so any zone works (Kuala Lumpur, Singapore and
 * Bangkok have no daylight saving; others may), and it is computed once per wall-clock hour, not
 * once per row. The account's zone, unless it has set another, is DEFAULT_TIMEZONE.
 */
import { DEFAULT_TIMEZONE } from '../../kernel/format/locale'
import { zoneOffset } from './calendar'

const HOUR_MS = 3_600_000

export interface Zone {
  name: string
  /** Wall-clock ms in this zone → epoch ms. */
  toEpoch(wallMs: number): number
}

const zones = new Map<string, Zone | null>()

/** The zone of that name, or null when the runtime does not know it. */
export function zoneFor(name: string): Zone | null {
  let zone = zones.get(name)
  if (zone === undefined) {
    zone = createZone(name)
    zones.set(name, zone)
  }
  return zone
}

/** The account's zone, or Kuala Lumpur (with the reason) when the name is unknown. */
export function accountZone(name: string): { zone: Zone; note: string | null } {
  const zone = zoneFor(name)
  if (zone) return { zone, note: null }
  const fallback = zoneFor(DEFAULT_TIMEZONE) as Zone
  return { zone: fallback, note: `Unknown time zone "${name}": times read as ${DEFAULT_TIMEZONE}.` }
}

function createZone(name: string): Zone | null {
  let resolved: string
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
  const offsets = new Map<number, number>()
  const offsetAt = (epochMs: number) => zoneOffset(epochMs, resolved)

  return {
    name: resolved,
    toEpoch(wallMs) {
      if (!Number.isFinite(wallMs)) return Number.NaN
      const hour = Math.floor(wallMs / HOUR_MS)
      let offset = offsets.get(hour)
      if (offset === undefined) {
        // Two steps: the offset at the guessed instant is right except across a DST change.
        const guess = offsetAt(wallMs)
        offset = offsetAt(wallMs - guess)
        offsets.set(hour, offset)
      }
      return wallMs - offset
    },
  }
}
