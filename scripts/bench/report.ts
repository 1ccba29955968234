/** What a bench hands back to the runner, and how the runner prints it. */

export interface BenchTable {
  headers: string[]
  rows: string[][]
  /** Columns aligned right (numbers); by default every column but the first. */
  alignRight?: boolean[]
}

export interface BenchReport {
  title: string
  /** Lines before the table: the data set, the environment. */
  intro: string[]
  tables: BenchTable[]
  /** Lines after: ratios, goals, anything skipped and why. */
  notes: string[]
}

/** A plain-text table with a header rule, e.g. for a terminal or a CI log. */
export function formatTable({ headers, rows, alignRight }: BenchTable): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const right = alignRight ?? headers.map((_, column) => column > 0)
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (right[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

export function formatReport(report: BenchReport): string {
  return [`## ${report.title}`, '', ...report.intro, ...report.tables.flatMap((table) => ['', formatTable(table)]), '', ...report.notes].join('\n')
}

export const fixed = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '–')
export const grouped = (value: number): string => value.toLocaleString('en-US')
export const ringgit = (value: number): string => `RM${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
