/**
 * Whether each column of a table writes `1,234.50` or `1.234,50`, decided once from all its values
 * before any is read (docs/product.md#how-uploads-are-read), never cell by cell: `25.000` is 25 one
 * way and 25,000 the other, and only the column, or the rest of the file, can tell which
 * (money-evidence.ts). A column whose values prove both is refused when it is read (unreadable.ts).
 */
import type { IngestFinding, NumberConvention, NumberExample } from '../types'
import type { Delimiter } from './delimited'
import { COMMA_DECIMAL_HEADERS } from './header-translations'
import { parseMoney } from './money'
import {
  type ColumnConvention,
  type ColumnEvidence,
  type FileEvidence,
  addCell,
  decideColumn,
  emptyEvidence,
  isMoneyLike,
  isProved,
} from './money-evidence'

type Finding = Extract<IngestFinding, { code: 'number-format' }>

export interface ConventionSource {
  rows: readonly string[][]
  /** The first data row. */
  start: number
  /** The header row as the file writes it. */
  header: readonly string[]
  delimiter: Delimiter | null
  /**
   * Columns that hold neither money nor quantities (dates, receipt numbers, names), asked when the
   * file's evidence is first needed.
   */
  notMoney: () => ReadonlySet<number>
}

export interface NumberConflict {
  column: number
  proofs: Record<NumberConvention, NumberExample>
}

const SAMPLE_ROWS = 400
/** Header names only Indonesian writes, this many: one alone may be a loan word in a Malay sheet. */
const INDONESIAN_NAMES = 2
const OTHER: Record<NumberConvention, NumberConvention> = { 'dot-decimal': 'comma-decimal', 'comma-decimal': 'dot-decimal' }

/** A column's evidence so far, and the next row to look at. */
interface Scan {
  evidence: ColumnEvidence
  next: number
}

/**
 * Each column's convention for one table, decided the first time it is asked. A column's values are
 * looked at until one proves its convention (a `1.250.000` on the last row counts), or its first rows
 * show it holds no money; the columns read are looked at to the end for values that contradict it.
 */
export class MoneyConventions {
  private readonly scans = new Map<number, Scan>()
  private readonly decisions = new Map<number, ColumnConvention>()
  private moneyColumns: number[] | null = null

  constructor(private readonly source: ConventionSource) {}

  of(column: number): NumberConvention {
    return column < 0 ? 'dot-decimal' : this.decide(column).convention
  }

  decide(column: number): ColumnConvention {
    let decision = this.decisions.get(column)
    if (!decision) {
      decision = decideColumn(this.scan(column).evidence, () => this.fileEvidence(column))
      this.decisions.set(column, decision)
    }
    return decision
  }

  /** The first of the columns read whose values prove both conventions (all their values looked at). */
  conflict(columns: readonly number[]): NumberConflict | null {
    for (const column of columns) {
      if (column < 0) continue
      const scan = this.scan(column)
      if (scan.next < this.source.rows.length && isMoneyLike(scan.evidence)) {
        this.read(scan, column, this.source.rows.length)
        this.decisions.delete(column)
      }
      const proofs = this.decide(column).conflict
      if (proofs) return { column, proofs }
    }
    return null
  }

  /** What the owner is told about the columns read: one finding per convention and basis. */
  findings(columns: readonly number[], quantity: number): Finding[] {
    const name = (column: number) => (this.source.header[column] ?? '').trim()
    const findings = new Map<string, Finding>()
    for (const column of new Set(columns)) {
      if (column < 0) continue
      const { convention, basis, example, witness, conflict } = this.decide(column)
      if (basis === null || example === null || conflict) continue
      const key = `${convention} ${basis}`
      let finding = findings.get(key)
      if (!finding) {
        const other = parseMoney(example.text, OTHER[convention])
        finding = {
          code: 'number-format',
          convention,
          basis,
          columns: [],
          quantity: null,
          example: { text: example.text, read: parseMoney(example.text, convention), other: Number.isFinite(other) ? other : null },
          witness: witness ? { column: name(witness.column < 0 ? column : witness.column), text: witness.text } : null,
          alternative: basis === 'default' ? OTHER[convention] : null,
        }
        findings.set(key, finding)
      }
      if (column === quantity) finding.quantity = name(column)
      else finding.columns.push(name(column))
    }
    return [...findings.values()]
  }

  /** The first rows, then on until a value proves the convention; a column of names or notes stops there. */
  private scan(column: number): Scan {
    let scan = this.scans.get(column)
    if (scan) return scan
    const { rows, start } = this.source
    scan = { evidence: emptyEvidence(), next: start }
    this.read(scan, column, Math.min(rows.length, start + SAMPLE_ROWS))
    if (isMoneyLike(scan.evidence) && !isProved(scan.evidence)) this.read(scan, column, rows.length, true)
    this.scans.set(column, scan)
    return scan
  }

  private read(scan: Scan, column: number, end: number, untilProved = false): void {
    const { rows, start } = this.source
    const { evidence } = scan
    const counted = start + SAMPLE_ROWS
    let r = scan.next
    for (; r < end; r += 1) {
      const cell = rows[r]?.[column]
      if (cell === undefined || cell === '') continue
      // Past the first rows only what can change the reading is looked at: no mark, nothing to learn;
      // one "." in a column proved to use "." for decimals agrees with it.
      if (r >= counted && cell.indexOf(',') < 0) {
        const dot = cell.indexOf('.')
        if (dot < 0 || (evidence.proofs['comma-decimal'] === null && evidence.proofs['dot-decimal'] !== null && cell.indexOf('.', dot + 1) < 0)) continue
      }
      addCell(evidence, cell, r + 1)
      if (untilProved && isProved(evidence)) {
        r += 1
        break
      }
    }
    scan.next = r
  }

  private fileEvidence(column: number): FileEvidence {
    if (this.moneyColumns === null) {
      const notMoney = this.source.notMoney()
      this.moneyColumns = this.source.header.map((_, index) => index).filter((index) => !notMoney.has(index) && isMoneyLike(this.scan(index).evidence))
    }
    const file: FileEvidence = {
      proofs: { 'dot-decimal': null, 'comma-decimal': null },
      rupiah: null,
      indonesian: this.source.header.filter((cell) => COMMA_DECIMAL_HEADERS.has(headerWords(cell))).length >= INDONESIAN_NAMES,
      semicolons: this.source.delimiter === ';',
    }
    for (const other of this.moneyColumns) {
      const { proofs, rupiah } = this.scan(other).evidence
      if (rupiah) file.rupiah ??= { column: other, text: rupiah.text }
      if (other === column || (proofs['dot-decimal'] && proofs['comma-decimal'])) continue
      for (const convention of ['dot-decimal', 'comma-decimal'] as const) {
        const proof = proofs[convention]
        if (proof) file.proofs[convention] ??= { column: other, text: proof.text }
      }
    }
    return file
  }
}

/** `Penjualan bersih` → `penjualan bersih`: Loyverse's Indonesian header names are plain words. */
function headerWords(cell: string): string {
  return cell.trim().toLowerCase().replace(/\s+/g, ' ')
}
