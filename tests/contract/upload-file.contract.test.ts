import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { UploadResponseSchema, UploadsResponseSchema } from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { uploadFile } from '../../src/api/uploads'
import { UPLOAD_MAX_BYTES } from '../../kernel/limits'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { storedTables } from '../utils/contract-host'
import { OVER_HTTP, useMockBackend } from '../utils/mock-backend'
import { PER_ITEM_REPORTS, POS_SAMPLES_DIR } from '../utils/pos-samples'
import { apiBase, signIn, storedSalesRows } from './contract-helpers'

useMockBackend()

// The parser engineer's sample POS exports, read by the real parser.
const SAMPLES_DIR = POS_SAMPLES_DIR
const SAMPLES = readdirSync(SAMPLES_DIR).filter((name) => !name.endsWith('.ts'))
const MIME: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
}

// 18 Nov 2026 14:05 in Kuala Lumpur.
const NOW = Date.UTC(2026, 10, 18, 6, 5)

function sample(name: string, as = name): File {
  const bytes = readFileSync(join(SAMPLES_DIR, name))
  return new File([bytes], as, { type: MIME[name.split('.').pop() ?? ''] ?? '' })
}

async function bearer(): Promise<{ authorization: string }> {
  setClock(() => NOW)
  return { authorization: `Bearer ${(await signIn(NEW_ACCOUNT.email)).access_token}` }
}

async function send(file: File, headers: Record<string, string>) {
  const form = new FormData()
  form.append('file', file, file.name)
  const response = await fetch(`${apiBase}/upload`, { method: 'POST', headers, body: form })
  expect(response.status).toBe(200)
  return UploadResponseSchema.parse(await response.json())
}

describe('POST /upload, file mode, with the sample exports', () => {
  it('has the samples to test with', () => {
    expect(SAMPLES).toEqual(expect.arrayContaining(['loyverse-receipts-by-item.csv', 'kopi-selera-menu-notes.pdf', 'legacy-sales-2019.xls']))
  })

  it.each(SAMPLES)('answers %s with a valid UploadResponse, and a legacy format or a per-item report with a clear refusal', async (name) => {
    const answer = await send(sample(name), await bearer())
    if (name.startsWith('legacy-')) {
      expect(answer).toMatchObject({ upload_completed: false, status: 'legacy_format', chunks_created: 0 })
      expect(answer.message).toContain(name)
    } else if (PER_ITEM_REPORTS.has(name)) {
      expect(answer).toMatchObject({ upload_completed: false, status: 'no_sales_columns', chunks_created: 0 })
      expect(answer.message).toMatch(/for a whole period, with no date for each sale\.$/)
      expect(answer.suggestion).toMatch(/^Selera needs the date of every sale: upload .+ instead/)
    } else {
      expect(answer).toMatchObject({ upload_completed: true, status: 'completed', suggestion: null })
      expect(answer.chunks_created).toBeGreaterThan(0)
    }
  })

  it('stores a POS export’s rows and says what it understood', async () => {
    const answer = await send(sample('loyverse-receipts-by-item.csv'), await bearer())
    const rows = await storedSalesRows(NEW_ACCOUNT.id)
    expect(rows).toBeGreaterThan(0)
    expect(answer).toMatchObject({ upload_completed: true, status: 'completed', chunks_created: 1 })
    expect(answer.message).toMatch(new RegExp(`^POS export, Loyverse receipts by item: ${rows} sales rows, 2 outlets, \\d+ \\w+ – \\d+ \\w+ 2026\\.`))
  })

  it('stores a document’s text chunks', async () => {
    const answer = await send(sample('kopi-selera-menu-notes.pdf'), await bearer())
    expect(answer.chunks_created).toBeGreaterThan(0)
    expect(await storedTables().documentChunks.count({ account_id: NEW_ACCOUNT.id })).toBe(answer.chunks_created)
  })

  it('answers content_exists for the same export under another name, and filename_conflict for another export under the same name', async () => {
    const headers = await bearer()
    await send(sample('loyverse-receipts-by-item.csv', 'sales.csv'), headers)
    expect(await send(sample('loyverse-receipts-by-item.csv', 'copy of sales.csv'), headers)).toEqual({
      upload_completed: false,
      status: 'content_exists',
      message: 'copy of sales.csv has the same content as sales.csv, uploaded 18 Nov 2026 14:05',
      suggestion: null,
      chunks_created: 0,
    })
    expect(await send(sample('loyverse-receipts.csv', 'sales.csv'), headers)).toEqual({
      upload_completed: false,
      status: 'filename_conflict',
      message: 'A file named sales.csv was already uploaded on 18 Nov 2026',
      suggestion: 'Rename it to sales (2).csv and upload again.',
      chunks_created: 0,
    })
    const { uploads } = UploadsResponseSchema.parse(await (await fetch(`${apiBase}/uploads`, { headers })).json())
    expect(uploads.map((upload) => upload.file_name)).toEqual(['sales.csv'])
    expect(uploads[0]!.summary).toMatch(/^POS export, Loyverse receipts by item, \d+ sales rows, 2 outlets, \d+ \w+ – \d+ \w+$/)
  })

  it('refuses a file in another currency than the account\'s, storing nothing, and stores the currency of one in it', async () => {
    const headers = await bearer()
    const rupiah = new File(['Tanggal,Waktu,Nama Menu,Harga\n23/11/2026,11:02,Nasi Lemak,Rp 45.000\n'], 'gofood.csv', { type: 'text/csv' })
    expect(await send(rupiah, headers)).toEqual({
      upload_completed: false,
      status: 'other_currency',
      message: '"gofood.csv" is in IDR ("Rp" in "Harga"); your account reports in MYR.',
      suggestion: 'Upload a file in MYR: Selera does not convert between currencies.',
      chunks_created: 0,
    })
    expect(await storedTables().uploads.count({ account_id: NEW_ACCOUNT.id })).toBe(0)
    const ringgit = new File(['Date,Item,Amount\n17/11/2026 11:02,Nasi Lemak,RM 12.90\n'], 'ringgit.csv', { type: 'text/csv' })
    const answer = await send(ringgit, headers)
    expect(answer.details?.notes).toContain('Amounts in MYR ("RM" in "Amount").')
    expect((await storedTables().uploads.find({ account_id: NEW_ACCOUNT.id }))?.currency).toBe('MYR')
  })

  it('refuses a file over 10 MB', async () => {
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0x41)], 'huge.csv', { type: 'text/csv' })
    expect(await send(big, await bearer())).toMatchObject({ upload_completed: false, status: 'too_large', message: 'huge.csv is 10.1 MB: files can be up to 10 MB.' })
    expect(await storedTables().uploads.count({ account_id: NEW_ACCOUNT.id })).toBe(0)
  })

  // In-process only: jsdom's XMLHttpRequest cannot send the FormData the setup gives the tests (Node's) over a socket, so over HTTP it sends no file.
  it.skipIf(OVER_HTTP)('works through the app’s own client (XMLHttpRequest, with progress)', async () => {
    setAccessToken((await bearer()).authorization.slice('Bearer '.length))
    const progress: number[] = []
    const answer = await uploadFile(sample('square-transactions.csv'), { onProgress: (fraction) => progress.push(fraction) })
    expect(answer).toMatchObject({ upload_completed: true, status: 'completed' })
    expect(answer.message).toMatch(/^POS export, Square transactions: /)
    expect(progress.at(-1)).toBe(1)
  })
})
