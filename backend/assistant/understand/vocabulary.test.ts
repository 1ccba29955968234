/**
 * Every word the topic patterns read is a word of the tables (./words.ts): otherwise a question
 * that uses it would be answered while the answer says it did not understand it (./unexplained.ts),
 * and a typo could be "corrected" away from it.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KNOWN, SHORT_FORMS } from './words'

/** The words of each regular expression literal written `/\b(?:…)\b/` in a source file. */
function patternWords(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8')
  const words = new Set<string>()
  for (const line of source.split('\n')) {
    for (const literal of line.matchAll(/\/\\b(.*?)\\b\/g?/g)) {
      const body = literal[1]!.replace(/\\[a-zA-Z]/g, ' ').replace(/\{\d+(?:,\d*)?\}/g, ' ').replace(/\?[:!=<]/g, ' ')
      for (const word of body.split(/[^a-z]+/)) if (word.length >= 2) words.add(word)
    }
  }
  return [...words]
}

const READ = new Set([...KNOWN, ...Object.values(SHORT_FORMS).flatMap((form) => form.split(' '))])

describe('the words the patterns read', () => {
  it.each(['./topics.ts', './compare.ts', './follow-up.ts', './index.ts'])('%s: every word is a table word', (file) => {
    const unknown = patternWords(file).filter((word) => !READ.has(word))
    expect(unknown).toEqual([])
  })
})
