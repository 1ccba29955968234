/**
 * What a column's values say about how it writes numbers, and the convention they settle
 * (money-conventions.ts asks, per table): a value only one convention reads proves it (`1.250.000`,
 * `12,50`; `1,234.50`, `12.5`). A column whose only evidence is `25.000`-like values (25 one way,
 * 25,000 the other) takes the file's: Rp or IDR in the cells, another column's proof, Indonesian
 * headers, semicolons between the cells (spreadsheets write them where "," is the decimal point).
 * With none of these it is read the usual way, and the answer says the other reading.
 */
import type { NumberBasis, NumberConvention, NumberExample } from '../types'
import { moneyShape, wasRupiah } from './money'
import { clean } from './row-kinds'

/** What a column's values say. */
export interface ColumnEvidence {
  /** Non-empty cells, and those that are numbers in some convention. */
  filled: number
  numbers: number
  /** The first value only each convention reads, and how many such values there are. */
  proofs: Record<NumberConvention, NumberExample | null>
  counts: Record<NumberConvention, number>
  /** The first `25.000`-like value: either convention reads it, 1000× apart. */
  ambiguous: NumberExample | null
  /** The first value marked Rp or IDR. */
  rupiah: NumberExample | null
}

/** How a column is read, and why. */
export interface ColumnConvention {
  convention: NumberConvention
  /** null when there is nothing to say: the usual convention, proved or never in question. */
  basis: NumberBasis | null
  /** A value the two conventions read differently, to show the owner. */
  example: NumberExample | null
  /** The value that decided, and its column (-1: this one). */
  witness: { column: number; text: string } | null
  /** Values that prove each convention: the column cannot be read. */
  conflict: Record<NumberConvention, NumberExample> | null
}

/** What the rest of the file says, for a column that cannot tell by itself. */
export interface FileEvidence {
  /** Another money or quantity column that proves a convention (the first for each). */
  proofs: Record<NumberConvention, { column: number; text: string } | null>
  rupiah: { column: number; text: string } | null
  indonesian: boolean
  semicolons: boolean
}

const MOSTLY = 0.8
const USUAL: ColumnConvention = { convention: 'dot-decimal', basis: null, example: null, witness: null, conflict: null }

/** The evidence of a list of cells (rows numbered from 1). */
export function moneyConvention(cells: Iterable<string>): ColumnEvidence {
  const evidence = emptyEvidence()
  let row = 0
  for (const cell of cells) addCell(evidence, cell, (row += 1))
  return evidence
}

export function emptyEvidence(): ColumnEvidence {
  return {
    filled: 0,
    numbers: 0,
    proofs: { 'dot-decimal': null, 'comma-decimal': null },
    counts: { 'dot-decimal': 0, 'comma-decimal': 0 },
    ambiguous: null,
    rupiah: null,
  }
}

/** Adds a cell (`row` 1-based) to a column's evidence. */
export function addCell(evidence: ColumnEvidence, cell: string, row: number): void {
  const shape = moneyShape(cell)
  if (shape === 'none') {
    if (clean(cell) !== '') evidence.filled += 1
    return
  }
  evidence.filled += 1
  evidence.numbers += 1
  if (shape === 'dot-decimal' || shape === 'comma-decimal') {
    evidence.counts[shape] += 1
    evidence.proofs[shape] ??= { text: clean(cell), row }
  } else if (shape === 'dot-thousands') {
    evidence.ambiguous ??= { text: clean(cell), row }
  }
  if (evidence.rupiah === null && wasRupiah()) evidence.rupiah = { text: clean(cell), row }
}

/** Whether a value proves a convention: more values can only add a contradiction. */
export function isProved(evidence: ColumnEvidence): boolean {
  return evidence.proofs['dot-decimal'] !== null || evidence.proofs['comma-decimal'] !== null
}

/** Mostly numbers: a column of names or notes says nothing with its commas and dots. */
export function isMoneyLike(evidence: ColumnEvidence): boolean {
  return evidence.filled > 0 && evidence.numbers >= evidence.filled * MOSTLY
}

/** A column's convention from its own values, else (only for `25.000`-like values) from the file's. */
export function decideColumn(evidence: ColumnEvidence, file: () => FileEvidence): ColumnConvention {
  const { proofs, counts, ambiguous } = evidence
  const dot = proofs['dot-decimal']
  const comma = proofs['comma-decimal']
  if (dot && comma) {
    const convention = counts['comma-decimal'] > counts['dot-decimal'] ? 'comma-decimal' : 'dot-decimal'
    return { ...USUAL, convention, conflict: { 'dot-decimal': dot, 'comma-decimal': comma } }
  }
  if (comma) return { ...USUAL, convention: 'comma-decimal', basis: 'proof', example: ambiguous ?? comma, witness: { column: -1, text: comma.text } }
  if (dot || !ambiguous) return USUAL
  const decided = (convention: NumberConvention, basis: NumberBasis, witness: ColumnConvention['witness'] = null): ColumnConvention => ({
    ...USUAL,
    convention,
    basis,
    example: ambiguous,
    witness,
  })
  if (evidence.rupiah) return decided('comma-decimal', 'currency', { column: -1, text: evidence.rupiah.text })
  const signals = file()
  if (signals.rupiah) return decided('comma-decimal', 'currency', signals.rupiah)
  const [byDot, byComma] = [signals.proofs['dot-decimal'], signals.proofs['comma-decimal']]
  if (byComma && !byDot) return decided('comma-decimal', 'column', byComma)
  if (byDot && !byComma) return decided('dot-decimal', 'column', byDot)
  if (signals.indonesian) return decided('comma-decimal', 'headers')
  if (signals.semicolons) return decided('comma-decimal', 'delimiter')
  return decided('dot-decimal', 'default')
}
