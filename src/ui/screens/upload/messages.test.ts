import { describe, expect, it } from 'vitest'
import type { UploadResponse } from '../../../../kernel/contract'
import {
  conflictMessage,
  duplicateMessage,
  notCompletedMessage,
  tooLargeMessage,
  UPLOAD_MESSAGES,
} from './messages'

const MB = 1024 * 1024
const refused = (message: string, suggestion: string | null = null, status = 'filename_conflict'): UploadResponse => ({
  upload_completed: false,
  status,
  message,
  suggestion,
  chunks_created: 0,
})

describe('upload messages (docs/product.md#upload-messages)', () => {
  it("content_exists: 'Duplicate content detected: {server message}'", () => {
    expect(duplicateMessage(refused('may.csv has the same content as april.csv, uploaded 1 May 2026', null, 'content_exists'))).toBe(
      'Duplicate content detected: may.csv has the same content as april.csv, uploaded 1 May 2026',
    )
  })

  it("filename_conflict: '{server message}. {suggestion}'", () => {
    expect(conflictMessage(refused('A file named may.csv was already uploaded on 1 May 2026', 'Rename it to may (2).csv and upload again.'))).toBe(
      'A file named may.csv was already uploaded on 1 May 2026. Rename it to may (2).csv and upload again.',
    )
  })

  it('filename_conflict: a message that already ends a sentence gets no second full stop', () => {
    expect(conflictMessage(refused('A file named may.csv already exists.', 'Rename it.'))).toBe('A file named may.csv already exists. Rename it.')
    expect(conflictMessage(refused('Name taken!  ', null))).toBe(`Name taken! ${UPLOAD_MESSAGES.conflictSuggestion}`)
  })

  it.each([null, undefined, '', '   '])("filename_conflict: no suggestion (%j) → 'Please rename your file and try again.'", (suggestion) => {
    const answer = { ...refused('A file named may.csv was already uploaded'), suggestion }
    expect(conflictMessage(answer)).toBe('A file named may.csv was already uploaded. Please rename your file and try again.')
  })

  it('filename_conflict with no message at all still says what to do', () => {
    expect(conflictMessage(refused(''))).toBe(UPLOAD_MESSAGES.conflictSuggestion)
  })

  it("any other status: the server message, or 'Upload could not be completed.'", () => {
    expect(notCompletedMessage(refused('legacy-sales-2019.xls is an Excel 97-2003 file.', null, 'legacy_format'))).toBe(
      'legacy-sales-2019.xls is an Excel 97-2003 file.',
    )
    expect(notCompletedMessage(refused('  ', null, 'whatever'))).toBe(UPLOAD_MESSAGES.notCompleted)
    expect(UPLOAD_MESSAGES.notCompleted).toBe('Upload could not be completed.')
  })

  it("too large: 'sales.csv is 12.4 MB. The maximum is 10MB.', never a size that reads as the limit", () => {
    expect(tooLargeMessage({ name: 'sales.csv', size: 12.4 * MB })).toBe('sales.csv is 12.4 MB. The maximum is 10MB.')
  })
})
