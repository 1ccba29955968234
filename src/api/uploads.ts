import { getAccessToken } from './auth-token'
import { apiCache, CACHE_KEYS } from './cache'
import { request } from './http'
import { requestWithProgress } from './http-progress'
import { UploadRemovedSchema, UploadResponseSchema, UploadsResponseSchema, type DateOrder, type Id, type ManualEntry, type UploadRecord, type UploadRemoved, type UploadResponse } from './schemas'

/** Files are read and ingested on the server: give them longer than a plain call. */
export const UPLOAD_TIMEOUT_MS = 120_000

/**
 * New or removed sales change every number on the dashboard: a completed upload or a removal drops
 * the owner's cached dashboard (docs/product.md#dashboard-states keeps it 2 minutes), so the next
 * visit loads the new numbers instead of showing the old ones until Refresh.
 */
function forgetDashboard(): void {
  const token = getAccessToken()
  if (token) apiCache.delete(token, CACHE_KEYS.dashboard)
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

/** `GET /uploads`: Selera's extension listing past uploads (see UploadRecordSchema). */
export async function listUploads(signal?: AbortSignal): Promise<UploadRecord[]> {
  const answer = await request({ method: 'GET', path: '/uploads', auth: true, parse: UploadsResponseSchema, ...(signal ? { signal } : {}) })
  return answer.uploads
}

/** `DELETE /uploads/{id}`: Selera's extension removing one upload and what it stored (see UploadRemovedSchema). */
export async function removeUpload(id: Id, signal?: AbortSignal): Promise<UploadRemoved> {
  const path = `/uploads/${encodeURIComponent(String(id))}`
  const removed = await request({ method: 'DELETE', path, auth: true, parse: UploadRemovedSchema, ...(signal ? { signal } : {}) })
  forgetDashboard()
  return removed
}
