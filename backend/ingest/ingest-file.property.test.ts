import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildDocx, buildOle2, buildPdf, squareItemsDetailXlsx } from '../../mocks/fixtures/pos/make-binary-samples'
import { ingestFile } from './ingest-file'
import type { IngestResult } from './types'

const REASONS = ['unsupported_type', 'mismatched_type', 'too_large', 'legacy_format', 'unreadable', 'no_sales_columns', 'unreadable_values', 'other_currency', 'empty']

/** Either a refusal with a reason and a message an owner can read, or something that was understood. */
function expectAnswer(result: IngestResult): void {
  if (result.kind === 'refused') {
    expect(REASONS).toContain(result.reason)
    expect(result.message.trim().length).toBeGreaterThan(10)
  } else {
    expect(['sales', 'day-totals', 'document']).toContain(result.kind)
    expect(typeof result.summary.format).toBe('string')
  }
}

/** Random bytes often open with a known signature, so every reader sees garbage, not just the sniffer. */
const prefixes = fc.constantFrom(
  new Uint8Array(),
  new TextEncoder().encode('%PDF-1.4\n'),
  Uint8Array.of(0x50, 0x4b, 0x03, 0x04),
  Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  Uint8Array.of(0xef, 0xbb, 0xbf),
  Uint8Array.of(0xff, 0xfe),
  Uint8Array.of(0xfe, 0xff),
)
const names = fc.oneof(
  fc.string(),
  fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom('csv', 'txt', 'xlsx', 'xls', 'pdf', 'docx', 'doc', 'png', 'exe', '')).map(([base, ext]) => `${base}.${ext}`),
)
const mimes = fc.option(fc.constantFrom('text/csv', 'text/plain', 'application/pdf', 'application/vnd.ms-excel', 'application/octet-stream', ''))
const bytes = fc.tuple(prefixes, fc.uint8Array({ maxLength: 2048 })).map(([head, tail]) => Uint8Array.of(...head, ...tail))

/** A real file with one stretch of it overwritten: damage that gets past the signature checks. */
const damaged = fc
  .tuple(
    fc.constantFrom<[string, Uint8Array]>(['s.xlsx', squareItemsDetailXlsx()], ['h.docx', buildDocx(['Hello there.'])], ['m.pdf', buildPdf([['Kopi O RM 2.80']])], ['o.xls', buildOle2('Workbook')]),
    fc.nat(),
    fc.uint8Array({ minLength: 1, maxLength: 64 }),
  )
  .map(([[name, original], at, patch]) => {
    const copy = original.slice()
    copy.set(patch.subarray(0, Math.max(0, copy.length - (at % copy.length))), at % copy.length)
    return { name, bytes: copy }
  })

describe('ingestFile never throws', () => {
  it('on arbitrary bytes under arbitrary names and MIME types', async () => {
    await fc.assert(
      fc.asyncProperty(names, mimes, bytes, async (name, mime, content) => {
        expectAnswer(await ingestFile({ name, mime, bytes: content, timezone: 'Asia/Kuala_Lumpur' }))
      }),
      { numRuns: 400 },
    )
  })

  it('on real files damaged at a random place', async () => {
    await fc.assert(
      fc.asyncProperty(damaged, async ({ name, bytes: content }) => {
        expectAnswer(await ingestFile({ name, mime: null, bytes: content, timezone: 'Asia/Kuala_Lumpur' }))
      }),
      { numRuns: 150 },
    )
  })

  it('on arbitrary text named .csv or .txt', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 3000 }), fc.constantFrom('a.csv', 'a.txt'), async (text, name) => {
        expectAnswer(await ingestFile({ name, mime: null, bytes: new TextEncoder().encode(text), timezone: 'Asia/Kuala_Lumpur' }))
      }),
      { numRuns: 300 },
    )
  })
})
