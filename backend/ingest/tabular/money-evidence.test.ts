// @vitest-environment node
/**
 * A column's number convention comes from all its values, then from the rest of the file when its
 * values are only `25.000`-like; the sheets' totals and notes are in decimal-commas.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { type FileEvidence, decideColumn, moneyConvention } from './money-evidence'

const NOTHING: FileEvidence = { proofs: { 'dot-decimal': null, 'comma-decimal': null }, rupiah: null, indonesian: false, semicolons: false }
const decide = (cells: readonly string[], file: Partial<FileEvidence> = {}) => decideColumn(moneyConvention(cells), () => ({ ...NOTHING, ...file }))

describe('moneyConvention: the evidence of a column', () => {
  it('counts the values that prove each convention and keeps the first of each, with its row', () => {
    const evidence = moneyConvention(['', 'Total', '25.000', '1.250.000', '12,50', '1,234.50', 'Rp 9.500'])
    expect(evidence).toEqual({
      filled: 6,
      numbers: 5,
      proofs: { 'dot-decimal': { text: '1,234.50', row: 6 }, 'comma-decimal': { text: '1.250.000', row: 4 } },
      counts: { 'dot-decimal': 1, 'comma-decimal': 2 },
      ambiguous: { text: '25.000', row: 3 },
      rupiah: { text: 'Rp 9.500', row: 7 },
    })
  })
})

describe('decideColumn', () => {
  it('reads a column with a value only "." for thousands reads that way, whatever the file says', () => {
    expect(decide(['25.000', '150.000', '1.250.000'], { proofs: { 'dot-decimal': { column: 3, text: '2.75' }, 'comma-decimal': null } })).toEqual({
      convention: 'comma-decimal',
      basis: 'proof',
      example: { text: '25.000', row: 1 },
      witness: { column: -1, text: '1.250.000' },
      conflict: null,
    })
    expect(decide(['12,50', '8']).convention).toBe('comma-decimal')
  })

  it('reads the usual way, with nothing to say, a column proved so or with nothing in question', () => {
    for (const cells of [['12.50', '25.000'], ['1,234', '8'], ['25000'], []]) {
      expect(decide(cells, { indonesian: true, semicolons: true })).toMatchObject({ convention: 'dot-decimal', basis: null, conflict: null })
    }
  })

  it('takes the file\'s evidence for a column of "25.000"-like values: rupiah first, then other columns, headers, semicolons', () => {
    const cells = ['25.000', '150.000', '500']
    const comma = { column: 4, text: '1.250.000' }
    const dot = { column: 5, text: '2.75' }
    expect(decide(['Rp 25.000', '150.000'], { proofs: { 'dot-decimal': dot, 'comma-decimal': null } })).toMatchObject({ convention: 'comma-decimal', basis: 'currency' })
    expect(decide(cells, { rupiah: { column: 2, text: 'Rp 8.000' }, proofs: { 'dot-decimal': dot, 'comma-decimal': null } })).toMatchObject({
      convention: 'comma-decimal',
      basis: 'currency',
      witness: { column: 2, text: 'Rp 8.000' },
    })
    expect(decide(cells, { proofs: { 'dot-decimal': null, 'comma-decimal': comma } })).toMatchObject({ convention: 'comma-decimal', basis: 'column', witness: comma })
    expect(decide(cells, { proofs: { 'dot-decimal': dot, 'comma-decimal': null }, indonesian: true })).toMatchObject({ convention: 'dot-decimal', basis: 'column', witness: dot })
    expect(decide(cells, { proofs: { 'dot-decimal': dot, 'comma-decimal': comma }, indonesian: true })).toMatchObject({ convention: 'comma-decimal', basis: 'headers' })
    expect(decide(cells, { semicolons: true })).toMatchObject({ convention: 'comma-decimal', basis: 'delimiter' })
    expect(decide(cells)).toMatchObject({ convention: 'dot-decimal', basis: 'default', example: { text: '25.000', row: 1 } })
  })

  it('finds a column whose values prove both conventions, and reads it the way most of them do until it is refused', () => {
    expect(decide(['1.250.000', '25.000', '12.50', '8,50'])).toMatchObject({
      convention: 'comma-decimal',
      conflict: { 'dot-decimal': { text: '12.50', row: 3 }, 'comma-decimal': { text: '1.250.000', row: 1 } },
    })
  })
})
