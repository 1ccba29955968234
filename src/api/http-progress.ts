/**
 * Uploads that show their progress: fetch reports none for a request body, so these go through
 * XMLHttpRequest with `request`'s headers, timeout, abort and errors (http.ts).
 */
import { backendReady, isBackendReady } from './backend-ready'
import { ApiError } from './errors'
import { apiUrl, DEFAULT_TIMEOUT_MS, interpret, outgoing, parseText, timeoutSignal, type RequestOptions } from './http'

export interface ProgressOptions<T> extends RequestOptions<T> {
  /** Called with the share of the body sent so far, 0 to 1; 1 at the latest when the answer's headers arrive. */
  onProgress: (fraction: number) => void
}

/**
 * `request` for uploads that show progress: fetch reports none for a request body, so this one
 * goes through XMLHttpRequest, with the same headers, timeout, abort and errors.
 */
export function requestWithProgress<T = void>(options: ProgressOptions<T>): Promise<T> {
  const { method, path, onProgress } = options
  const { headers, payload } = outgoing(options)
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const timeout = timeoutSignal(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal)
    let settled = false
    const settle = (outcome: () => T) => {
      if (settled) return
      settled = true
      timeout.done()
      timeout.signal.removeEventListener('abort', abort)
      try {
        resolve(outcome())
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    const failed = () =>
      settle(() => {
        throw timeout.timedOut()
          ? new ApiError('timeout', `${method} ${path} timed out`)
          : new ApiError('network', `${method} ${path} could not reach the server`)
      })
    // Settle at once on a timeout or an abort: not every XMLHttpRequest fires 'abort' when told to.
    const abort = () => {
      xhr.abort()
      failed()
    }
    timeout.signal.addEventListener('abort', abort, { once: true })

    xhr.open(method, apiUrl(path))
    headers.forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total))
    })
    // The server has the whole body once it answers: where the browser reports no upload progress
    // (a service worker's requests, the demo's), this is when the upload is seen to be sent.
    xhr.addEventListener('readystatechange', () => {
      if (xhr.readyState === XMLHttpRequest.HEADERS_RECEIVED) onProgress(1)
    })
    xhr.addEventListener('load', () => {
      onProgress(1)
      settle(() => interpret(options, xhr.status, parseText(xhr.responseText)))
    })
    xhr.addEventListener('error', failed)
    xhr.addEventListener('abort', failed)
    xhr.addEventListener('timeout', failed)
    if (timeout.signal.aborted) {
      failed()
      return
    }
    const send = () => {
      if (settled) return
      onProgress(0)
      xhr.send(payload ?? null)
    }
    if (isBackendReady()) send()
    else {
      // Held until the demo's fake backend is up, within the same timeout and abort (backend-ready.ts).
      backendReady(timeout.signal).then(send, (cause: unknown) => {
        if (!(cause instanceof ApiError)) return failed()
        settle(() => {
          throw cause
        })
      })
    }
  })
}
