import { getAccessToken } from './auth-token'
import { ApiError, detailOf } from './errors'
import { env } from '../config/env'

/**
 * Anything with zod's `safeParse` shape. `http.ts` takes the schema from the resource module instead
 * of importing zod itself, so a call whose answer is not read (the landing page's lead) loads no
 * schema library at all.
 */
export interface ResponseParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions<T> {
  method: HttpMethod
  /** Path relative to the API base, starting with `/` (query string allowed). */
  path: string
  /** Protected calls carry the bearer token; `GET /goals` and `POST /leads` do not (spec §6). */
  auth: boolean
  /** A JSON-serialisable value, or FormData for multipart calls. */
  body?: unknown
  /** How the answer is read: parsed with the contract, or ignored (only the status counts). */
  parse?: ResponseParser<T>
  timeoutMs?: number
  signal?: AbortSignal
  /** Only this status counts as success (spec §7: `POST /auth` is accepted on 200 alone). */
  exactStatus?: number
}

export const DEFAULT_TIMEOUT_MS = 15_000

type UnauthorizedHandler = () => void
let onUnauthorized: UnauthorizedHandler | null = null

/** The app session registers here: a 401 on a protected call ends the session (DESIGN.md §2). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler
}

export function apiUrl(path: string): string {
  return env.apiBase + path
}

function timeoutSignal(ms: number, outer: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController()
  let expired = false
  const timer = setTimeout(() => {
    expired = true
    controller.abort()
  }, ms)
  const forward = () => controller.abort()
  outer?.addEventListener('abort', forward, { once: true })
  if (outer?.aborted) controller.abort()
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', forward)
    },
  }
}

/** Reads the body, giving up as soon as `signal` aborts (not every fetch ties the body to its signal). */
async function readBody(response: Response, signal: AbortSignal): Promise<unknown> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new DOMException('Aborted', 'AbortError'))
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true })
  })
  aborted.catch(() => undefined)
  const text = await Promise.race([response.text(), aborted])
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The one way to the API. Resolves with the parsed answer or rejects with an `ApiError`. */
export async function request<T = void>(options: RequestOptions<T>): Promise<T> {
  const { method, path, auth, body, parse } = options
  const headers = new Headers({ Accept: 'application/json' })
  if (auth) {
    const token = getAccessToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
  }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    payload = JSON.stringify(body)
  }

  // The timeout and the caller's abort cover the whole exchange, body included: a body that stalls
  // after the headers must not hang the caller.
  const timeout = timeoutSignal(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal)
  const failure = (cause: unknown, what: string) =>
    timeout.timedOut()
      ? new ApiError('timeout', `${method} ${path} timed out`, { cause })
      : new ApiError('network', `${method} ${path} ${what}`, { cause })
  let response: Response
  let data: unknown
  try {
    response = await fetch(apiUrl(path), { method, headers, body: payload, signal: timeout.signal })
    data = await readBody(response, timeout.signal).catch((cause: unknown) => {
      throw failure(cause, 'lost the connection while reading the answer')
    })
  } catch (cause) {
    throw cause instanceof ApiError ? cause : failure(cause, 'could not reach the server')
  } finally {
    timeout.done()
  }

  if (options.exactStatus !== undefined && response.ok && response.status !== options.exactStatus) {
    throw new ApiError('http', `${method} ${path} answered ${response.status}, not ${options.exactStatus}`, { status: response.status })
  }
  if (!response.ok) {
    if (response.status === 401 && auth) onUnauthorized?.()
    const detail = detailOf(data)
    throw new ApiError('http', `${method} ${path} failed with ${response.status}`, {
      status: response.status,
      ...(detail === undefined ? {} : { detail }),
    })
  }
  if (!parse) return undefined as T
  const parsed = parse.safeParse(data)
  if (!parsed.success) {
    throw new ApiError('invalid-response', `${method} ${path} answered in an unexpected shape`, {
      status: response.status,
      detail: parsed.error.message,
    })
  }
  return parsed.data
}
