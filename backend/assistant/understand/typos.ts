/**
 * Typo matching: a bounded Damerau-Levenshtein distance (optimal string alignment: insertions,
 * deletions, substitutions and swaps of two neighbours, "jaulan" → "jualan"). Words of 4–7 letters
 * may be one edit away, words of 8 or more two; shorter words are never corrected ("tak" is not
 * "tk", "mac" is not "mc").
 */

/** How many edits a typed word of this length may carry. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0
  return length < 8 ? 1 : 2
}

// Three reused rows (the one two back is needed for swaps): no allocation per comparison.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)]

/**
 * The distance between `a` and `b`, or `limit + 1` as soon as it is sure to exceed `limit`
 * (a row whose smallest value is over the limit ends it), so a table costs little to scan.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (a === b) return 0
  const width = b.length + 1
  if (rows[0].length < width) rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)]
  let [before, previous, current] = rows
  for (let j = 0; j < width; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2]! + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length]!
}

/** Answers kept per table: a message repeats its words, and an account asks many questions. */
const MOST_REMEMBERED = 4096

/** Words of a table grouped by length, so a typo is only compared with words it could be. */
export class WordsByLength {
  private readonly groups = new Map<number, string[]>()
  private readonly nearAnswers = new Map<string, boolean>()
  private readonly typoAnswers = new Map<string, string | null>()

  constructor(words: Iterable<string>) {
    for (const word of words) {
      const group = this.groups.get(word.length)
      if (group) group.push(word)
      else this.groups.set(word.length, [word])
    }
  }

  /** The words `limit` or fewer letters longer or shorter than `length`, shortest difference first. */
  *near(length: number, limit: number): Generator<string> {
    for (let difference = 0; difference <= limit; difference++) {
      for (const size of difference === 0 ? [length] : [length - difference, length + difference]) {
        yield* this.groups.get(size) ?? []
      }
    }
  }

  /** Whether `word` is within its typo bound of one of the words. */
  hasNear(word: string): boolean {
    return remembered(this.nearAnswers, word, () => {
      const limit = allowedEdits(word.length)
      for (const candidate of this.near(word.length, limit)) if (boundedDistance(word, candidate, limit) <= limit) return true
      return false
    })
  }

  /**
   * The word `typed` is a typo of, or null. The closest wins; among equally close ones the first
   * met (by length difference, then table order), so the answer depends only on the table.
   */
  closest(typed: string): string | null {
    return remembered(this.typoAnswers, typed, () => {
      const limit = allowedEdits(typed.length)
      if (limit === 0) return null
      let best: string | null = null
      let bestDistance = limit + 1
      for (const target of this.near(typed.length, limit)) {
        // A typo of a short table word is too likely to be some other word ("salt" is not "sale").
        if (target.length < 4) continue
        const distance = boundedDistance(typed, target, Math.min(limit, bestDistance - 1))
        if (distance < bestDistance) {
          best = target
          bestDistance = distance
          if (distance === 0) break
        }
      }
      return best
    })
  }
}

function remembered<T>(answers: Map<string, T>, key: string, compute: () => T): T {
  if (answers.has(key)) return answers.get(key) as T
  const answer = compute()
  if (answers.size >= MOST_REMEMBERED) answers.clear()
  answers.set(key, answer)
  return answer
}

/** The table word `word` is a typo of, or null (see `WordsByLength.closest`). */
export function correctTypo(word: string, targets: WordsByLength): string | null {
  return targets.closest(word)
}
