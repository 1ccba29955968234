/** docs/decisions/README.md lists every decision record, by its number and its own title. */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIR = resolve(import.meta.dirname, '../docs/decisions')

describe('the decisions index', () => {
  it('lists every ADR with its title', () => {
    const index = readFileSync(join(DIR, 'README.md'), 'utf8')
    const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name))
    expect(records.length).toBeGreaterThan(15)
    for (const name of records) {
      const title = (readFileSync(join(DIR, name), 'utf8').split('\n')[0] ?? '').replace(/^# \d{3}: /, '')
      expect(index, name).toContain(`[${name.slice(0, 3)}](${name}) | ${title} |`)
    }
  })
})
