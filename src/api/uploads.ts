import { getAccessToken } from './auth-token'
import { forgetDashboard as forgetCachedDashboard } from './cache'
import { request } from './http'
import { requestWithProgress } from './http-progress'
import {
  UploadRemovedSchema,
  UploadResponseSchema,
  UploadsResponseSchema,
  type Currency,
  type DateOrder,
  type Id,
  type ManualEntry,
  type UploadRecord,
  type UploadRemoved,
  type UploadResponse,
} from '../../kernel/contract'

/** Files are read and ingested on the server: give them longer than a plain call. */
export const UPLOAD_TIMEOUT_MS = 120_000

/** New or removed sales change every number on the dashboard: its cached entries go (./cache.ts). */
function forgetDashboard(): void {
  forgetCachedDashboard(getAccessToken())
}

function forgetDashboardIfStored(answer: UploadResponse): UploadResponse {
  if (answer.upload_completed) forgetDashboard()
  return answer
}

/**
 * `POST /upload` in file mode: one multipart `file` part, with upload progress from 0 to 1
 * (docs/product.md#upload-file-rules: the screen shows 0 to 100 percent). `dateOrder` (Selera's
 * `date_order`) reads the file's numeric dates in that order, replacing a stored reading of it.
 */
export function uploadFile(
  file: File,
  options: { onProgress: (fraction: number) => void; signal?: AbortSignal; dateOrder?: DateOrder },
): Promise<UploadResponse> {
  const form = new FormData()
  form.append('file', file, file.name)
  if (options.dateOrder) form.append('date_order', options.dateOrder)
  return requestWithProgress({
    method: 'POST',
    path: '/upload',
    auth: true,
    body: form,
    parse: UploadResponseSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    onProgress: options.onProgress,
    ...(options.signal ? { signal: options.signal } : {}),
  }).then(forgetDashboardIfStored)
}

/**
 * `POST /upload` in manual mode: multipart text parts. Sales go as a fixed two-decimal
 * string so the server never sees a float artefact such as `12.300000000000001`; blank emails are
 * left out rather than sent empty, and so are Selera's orders and mode when absent.
 */
export function uploadManualEntry(entry: ManualEntry, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData()
  form.append('date', entry.date)
  form.append('sales', entry.sales.toFixed(2))
  const emails = entry.emails?.trim()
  if (emails) form.append('emails', emails)
  if (entry.orders !== undefined) form.append('orders', String(entry.orders))
  if (entry.mode) form.append('mode', entry.mode)
  return request({ method: 'POST', path: '/upload', auth: true, body: form, parse: UploadResponseSchema, ...(signal ? { signal } : {}) }).then(forgetDashboardIfStored)
}

/** The owner's past uploads, and the currency their sales are in (null: the backend did not say). */
export interface UploadList {
  uploads: UploadRecord[]
  currency: Currency | null
}

/** `GET /uploads`: Selera's extension listing past uploads (see UploadRecordSchema), with the account's currency. */
export async function listUploads(signal?: AbortSignal): Promise<UploadList> {
  const answer = await request({ method: 'GET', path: '/uploads', auth: true, parse: UploadsResponseSchema, ...(signal ? { signal } : {}) })
  return { uploads: answer.uploads, currency: answer.currency ?? null }
}

/** `DELETE /uploads/{id}`: Selera's extension removing one upload and what it stored (see UploadRemovedSchema). */
export async function removeUpload(id: Id, signal?: AbortSignal): Promise<UploadRemoved> {
  const path = `/uploads/${encodeURIComponent(String(id))}`
  const removed = await request({ method: 'DELETE', path, auth: true, parse: UploadRemovedSchema, ...(signal ? { signal } : {}) })
  forgetDashboard()
  return removed
}
