import { UPLOAD_MAX_BYTES } from '../../../kernel/limits'

/**
 * docs/product.md#upload-file-rules: CSV, plain text, Excel (xls, xlsx), PDF and Word (doc, docx),
 * by MIME type OR by extension. The browse dialog lists one fewer (no .xls), but a dropped or "All
 * files" .xls passes here and the backend answers it with its own advice.
 */
export const ACCEPTED_EXTENSIONS = ['csv', 'txt', 'xls', 'xlsx', 'pdf', 'doc', 'docx'] as const

/** What the browse dialog offers: txt, pdf, doc, docx, csv, xlsx. */
export const PICKER_ACCEPT = '.txt,.pdf,.doc,.docx,.csv,.xlsx'

export const ACCEPTED_MIME_TYPES: ReadonlySet<string> = new Set([
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
])

/** The part of a File the rules read, so they work on anything file-shaped. */
export interface FileFacts {
  name: string
  type: string
  size: number
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase()
}

export function isSupportedFile(file: FileFacts): boolean {
  // MIME types may carry parameters (`text/csv; charset=utf-8`) and vary in case.
  const mime = file.type.split(';')[0]!.trim().toLowerCase()
  return ACCEPTED_MIME_TYPES.has(mime) || (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
}

/** The 10MB the screen states is enforced before any upload (docs/spec-deviations.md, deviation 19). */
export function isWithinSizeLimit(file: FileFacts): boolean {
  return file.size <= UPLOAD_MAX_BYTES
}
