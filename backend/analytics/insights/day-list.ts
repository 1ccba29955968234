/** How the insights name a set of weekdays. */
import { list, weekdayName } from '../../../kernel/format'

/** "Tuesday–Thursday", "Monday and Friday", "Monday, Wednesday and Friday" (Monday-first indexes, ascending). */
export function dayList(days: readonly number[], short = false): string {
  const name = (index: number) => weekdayName(index, short ? 'short' : 'long')
  const runs: string[] = []
  for (let i = 0; i < days.length; ) {
    let j = i
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++
    if (j - i >= 2) runs.push(`${name(days[i]!)}–${name(days[j]!)}`)
    else for (let k = i; k <= j; k++) runs.push(name(days[k]!))
    i = j + 1
  }
  return list(runs)
}
