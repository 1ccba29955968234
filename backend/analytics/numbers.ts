/** What the analytics modules share: how they round. (The zone they read local time in: `knownZone` in kernel/format.) */

/** Rounded to `decimals`, half away from zero, without -0 (1.005 → 1.01, not 1.00). */
export function round(value: number, decimals: number): number {
  const scale = 10 ** decimals
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale * (1 + Number.EPSILON))) / scale
  return rounded === 0 ? 0 : rounded
}

/** RM, to the sen. */
export function money(value: number): number {
  return round(value, 2)
}

/** Percent change from `before` to `now`, 1 decimal; null when `before` is 0 (no base to compare with). */
export function change(now: number, before: number): number | null {
  if (before === 0 || !Number.isFinite(before)) return null
  return round(((now - before) / Math.abs(before)) * 100, 1)
}
