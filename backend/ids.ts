/**
 * Record ids: UUID version 7 (RFC 9562), a millisecond time then random bits, so ids sort in the
 * order they were made. Lists are ordered by a record's own fields and then by its id
 * (`OrderBy` in ./store.ts): two records made in the same millisecond (an owner's message and its
 * answer) keep their order on every storage: as text, compared by code point, in memory and in
 * Postgres alike (server/db keeps ids as `text`, ordered `COLLATE "C"`).
 * Within one process ids are strictly increasing: a second id in the same millisecond counts up in
 * the 12 bits after the time (RFC 9562 §6.2, method 1), and the time moves on when they run out.
 */

let lastMs = -1
let sequence = 0

function hex(value: number, digits: number): string {
  return value.toString(16).padStart(digits, '0')
}

/** A new record id, later in sort order than every id this process made before. */
export function newId(): string {
  let ms = Date.now()
  if (ms <= lastMs) {
    ms = lastMs
    sequence += 1
    if (sequence > 0xfff) {
      ms += 1
      sequence = 0
    }
  } else {
    // A random start (below half the range) leaves room to count up within the millisecond.
    sequence = Math.floor(Math.random() * 0x800)
  }
  lastMs = ms
  const random = crypto.getRandomValues(new Uint8Array(8))
  random[0] = (random[0]! & 0x3f) | 0x80 // the RFC 9562 variant
  const tail = Array.from(random, (byte) => hex(byte, 2)).join('')
  const time = hex(ms, 12)
  return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(sequence, 3)}-${tail.slice(0, 4)}-${tail.slice(4)}`
}
