/**
 * backend/ is what a server keeps: nothing in it imports the app (src/), type imports included; the
 * contract, the limits and the formatting it shares with the app live in kernel/, which imports
 * neither. The lint's folder boundaries (eslint.config.js) say the same for each file as it is
 * edited; this reads the whole repository at once.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

/** Every relative import of the TypeScript files under `dir`, as `file → imported path` (from the root). */
function importsUnder(dir: string): string[] {
  const files = readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name))
  return files.flatMap((name) => {
    const file = join(ROOT, dir, name)
    return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => `${relative(ROOT, file)} → ${relative(ROOT, resolve(dirname(file), match[1] ?? ''))}`)
  })
}

describe('the kernel boundary', () => {
  it('backend/ imports nothing from src/', () => {
    const imports = importsUnder('backend')
    expect(imports.length).toBeGreaterThan(500)
    expect(imports.filter((line) => line.split(' → ')[1]?.startsWith('src/'))).toEqual([])
    expect(imports.some((line) => line.split(' → ')[1]?.startsWith('kernel/'))).toBe(true)
  })

  it('kernel/ imports nothing from the app, the backend or the demo', () => {
    expect(importsUnder('kernel').filter((line) => /→ (src|backend|mocks)\//.test(line))).toEqual([])
  })
})
