import { describe, expect, it } from 'vitest'
import { extensionOf, isSupportedFile, isWithinSizeLimit, PICKER_ACCEPT } from './file-rules'
import { refusalDetail } from './refusal'
import { ApiError } from '../../api/errors'

const MB = 1024 * 1024

describe('file rules (docs/product.md#upload-file-rules)', () => {
  it('the browse dialog lists txt, pdf, doc, docx, csv and xlsx', () => {
    expect(PICKER_ACCEPT.split(',').sort()).toEqual(['.csv', '.doc', '.docx', '.pdf', '.txt', '.xlsx'])
  })

  it.each([
    ['sales.csv', 'csv'],
    ['Sales.XLSX', 'xlsx'],
    ['archive.tar.gz', 'gz'],
    ['.csv', ''],
    ['noextension', ''],
    ['trailing.', ''],
  ])('extensionOf(%j) is %j', (name, ext) => {
    expect(extensionOf(name)).toBe(ext)
  })

  it.each([
    ['text/csv', 'x.bin'],
    ['application/vnd.ms-excel', 'x'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'x'],
    ['application/msword', 'x'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'x'],
    ['TEXT/PLAIN', 'x'],
  ])('accepts the MIME type %s whatever the name', (type, name) => {
    expect(isSupportedFile({ name, type, size: 1 })).toBe(true)
  })

  it.each(['a.csv', 'a.txt', 'a.xls', 'a.xlsx', 'a.pdf', 'a.doc', 'a.docx', 'A.CSV'])('accepts %s by extension with no MIME type', (name) => {
    expect(isSupportedFile({ name, type: '', size: 1 })).toBe(true)
  })

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['setup.exe', 'application/x-msdownload'],
    ['data.json', 'application/json'],
    ['sales.numbers', ''],
    ['csv', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(isSupportedFile({ name, type, size: 1 })).toBe(false)
  })

  it('allows up to exactly 10MB', () => {
    expect(isWithinSizeLimit({ name: 'a.csv', type: '', size: 10 * MB })).toBe(true)
    expect(isWithinSizeLimit({ name: 'a.csv', type: '', size: 10 * MB + 1 })).toBe(false)
  })
})

describe('refusalDetail', () => {
  it('keeps the server reason of a 4xx refusal only', () => {
    expect(refusalDetail(new ApiError('http', 'x', { status: 400, detail: 'Too far in the future' }))).toBe('Too far in the future')
    expect(refusalDetail(new ApiError('http', 'x', { status: 422, detail: '  ' }))).toBeNull()
    expect(refusalDetail(new ApiError('http', 'x', { status: 401, detail: 'Token expired' }))).toBeNull()
    expect(refusalDetail(new ApiError('http', 'x', { status: 503, detail: 'Injected failure' }))).toBeNull()
    expect(refusalDetail(new ApiError('network', 'x'))).toBeNull()
    expect(refusalDetail(new Error('x'))).toBeNull()
  })
})
