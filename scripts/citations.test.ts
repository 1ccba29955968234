/**
 * Comments and docs cite only what a clone of the repository has: a section of docs/product.md, an
 * ADR, a file. Not the tracker's numbers or the spec's sections, which a clone does not hold.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const DIRS = ['kernel', 'src', 'backend', 'mocks', 'tests', 'scripts', 'docs', '.ci']
const SKIPPED = /(^|\/)(node_modules|paraglide|api\/openapi\.json)(\/|$)/
const TEXT = /\.(ts|tsx|js|mjs|css|md|json|sh)$|(^|\/)run$/
// Written in parts so that this file does not cite itself.
const CITATION = new RegExp(['\\b[Ii]ssue [0-9]+', 'spec ' + '§', 'DESIGN' + '\\.md'].join('|'))

function textFiles(): string[] {
  const files = DIRS.flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name)))
  return ['README.md', ...files].filter((path) => TEXT.test(path) && !SKIPPED.test(path))
}

describe('citations', () => {
  it('name nothing a clone lacks: no issue numbers, spec sections or design notes', () => {
    const files = textFiles()
    expect(files.length).toBeGreaterThan(800)
    const found = files.flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, at) => (CITATION.test(line) ? [`${relative(ROOT, join(ROOT, path))}:${at + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })
})
