/** A file refused for its values gets the parser's advice for the column at fault, not the reason's usual words. */
import { describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { fileOf } from '../../tests/utils/backend/fake-ingest'
import { ingestFile } from '../ingest/ingest-file'
import { uploadFile } from './upload-file'

describe('uploadFile: a refusal that names a column', () => {
  it('answers unreadable_values with the advice for that column', async () => {
    const ctx = await testContext()
    const answer = await uploadFile(ctx, NEW_ACCOUNT.id, fileOf('shifts.csv', 'Date,Amount\nMorning,12.00\nEvening,20.00\n'), ingestFile)
    expect(answer).toEqual({
      upload_completed: false,
      status: 'unreadable_values',
      message: '"shifts.csv" has no date we can read in "Date" (row 2: "Morning").',
      suggestion: 'Export the file again with its dates as dates (e.g. 2026-05-20 or 20/05/2026) and upload that.',
      chunks_created: 0,
    })
    expect(await ctx.store.uploads.count({ account_id: NEW_ACCOUNT.id })).toBe(0)
  })
})
