import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ingestFile } from '../../backend/ingest/ingest-file'
import type { IngestInput } from '../../backend/ingest/types'
import { threadIngest } from './ingest'

const input = (name: string): IngestInput => ({
  name,
  mime: 'text/csv',
  bytes: new Uint8Array(readFileSync(new URL(`../../public/samples/${name}`, import.meta.url))),
  timezone: 'Asia/Kuala_Lumpur',
  now: Date.parse('2026-12-07T08:00:00Z'),
  currency: 'MYR',
})

describe('uploads parsed in a worker thread', () => {
  it('gives what parsing in the process gives, from one thread that stays up for the next files', async () => {
    const parsing = threadIngest()
    try {
      const names = ['generic-sales.csv', 'storehub-transactions.csv', 'loyverse-receipts-by-item.csv']
      const inThread = await Promise.all(names.map((name) => parsing.ingest(input(name))))
      const inProcess = await Promise.all(names.map((name) => ingestFile(input(name))))
      expect(inThread.map((result) => result.kind)).toEqual(inProcess.map((result) => result.kind))
      expect(inThread).toEqual(inProcess)
      expect(inThread.every((result) => result.kind === 'sales')).toBe(true)
      expect(parsing.threads()).toEqual({ started: 1, failed: 0 })
    } finally {
      parsing.close()
    }
  })
})
