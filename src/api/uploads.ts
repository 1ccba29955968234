import { getAccessToken } from './auth-token'
import { apiCache, CACHE_KEYS } from './cache'
import { request, requestWithProgress } from './http'
import { UploadResponseSchema, UploadsResponseSchema, type ManualEntry, type UploadRecord, type UploadResponse } from './schemas'

/** Files are read and ingested on the server: give them longer than a plain call. */
export const UPLOAD_TIMEOUT_MS = 120_000

/**
 * New sales change every number on the dashboard: a completed upload drops the owner's cached
 * dashboard (docs/product.md#dashboard-states keeps it 2 minutes), so the next visit loads the new
 * numbers instead of showing the old ones until Refresh.
 */
function forgetDashboard(answer: UploadResponse): UploadResponse {
  const token = getAccessToken()
  if (answer.upload_completed && token) apiCache.delete(token, CACHE_KEYS.dashboard)
  return answer
}

/**
 * `POST /upload` in file mode: one multipart `file` part, with upload progress from 0 to 1
 * (docs/product.md#upload-file-rules: the screen shows 0 to 100 percent).
 */
export function uploadFile(
  file: File,
  options: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadResponse> {
  const form = new FormData()
  form.append('file', file, file.name)
  return requestWithProgress({
    method: 'POST',
    path: '/upload',
    auth: true,
    body: form,
    parse: UploadResponseSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    onProgress: options.onProgress,
    ...(options.signal ? { signal: options.signal } : {}),
  }).then(forgetDashboard)
}

/**
 * `POST /upload` in manual mode: multipart text parts. Sales go as a fixed two-decimal
 * string so the server never sees a float artefact such as `12.300000000000001`; blank emails are
 * left out rather than sent empty.
 */
export function uploadManualEntry(entry: ManualEntry, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData()
  form.append('date', entry.date)
  form.append('sales', entry.sales.toFixed(2))
  const emails = entry.emails?.trim()
  if (emails) form.append('emails', emails)
  return request({ method: 'POST', path: '/upload', auth: true, body: form, parse: UploadResponseSchema, ...(signal ? { signal } : {}) }).then(forgetDashboard)
}

/** `GET /uploads`: Selera's extension listing past uploads (see UploadRecordSchema). */
export async function listUploads(signal?: AbortSignal): Promise<UploadRecord[]> {
  const answer = await request({ method: 'GET', path: '/uploads', auth: true, parse: UploadsResponseSchema, ...(signal ? { signal } : {}) })
  return answer.uploads
}
