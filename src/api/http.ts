import { getAccessToken } from './auth-token'
import { backendReady, isBackendReady } from './backend-ready'
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
  /** Protected calls carry the bearer token; `GET /goals` and `POST /leads` do not (docs/product.md#roles-and-access). */
  auth: boolean
  /** A JSON-serialisable value, or FormData for multipart calls. */
  body?: unknown
  /** How the answer is read: parsed with the contract, or ignored (only the status counts). */
  parse?: ResponseParser<T>
  timeoutMs?: number
  signal?: AbortSignal
  /** Only this status counts as success (docs/product.md#sign-in-states: `POST /auth` is accepted on 200 alone). */
  exactStatus?: number
}

export const DEFAULT_TIMEOUT_MS = 15_000

type UnauthorizedHandler = () => void
let onUnauthorized: UnauthorizedHandler | null = null

/** The app session registers here: a 401 on a protected call ends the session (docs/product.md#ending-a-session). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler
}

export function apiUrl(path: string): string {
  return env.apiBase + path
}

export function timeoutSignal(ms: number, outer: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
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

export function parseText(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Settles with `read`, or rejects as soon as `signal` aborts (not every fetch ties the body to its signal). */
function untilAborted<T>(read: Promise<T>, signal: AbortSignal): Promise<T> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new DOMException('Aborted', 'AbortError'))
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true })
  })
  aborted.catch(() => undefined)
  return Promise.race([read, aborted])
}

/** Reads the body as text (JSON when it parses), giving up as soon as `signal` aborts. */
async function readBody(response: Response, signal: AbortSignal): Promise<unknown> {
  return parseText(await untilAborted(response.text(), signal))
}

/** Accept, the bearer token of protected calls, and the JSON or multipart body. */
export function outgoing<T>(options: RequestOptions<T>): { headers: Headers; payload: FormData | string | undefined } {
  const headers = new Headers({ Accept: 'application/json' })
  if (options.auth) {
    const token = getAccessToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
  }
  const { body } = options
  if (body instanceof FormData) return { headers, payload: body }
  if (body === undefined) return { headers, payload: undefined }
  headers.set('Content-Type', 'application/json')
  return { headers, payload: JSON.stringify(body) }
}

/** What the server answered, as the caller's value or an `ApiError` (one rule for fetch and XHR). */
export function interpret<T>(options: RequestOptions<T>, status: number, data: unknown): T {
  const { method, path, auth, parse, exactStatus } = options
  const ok = status >= 200 && status < 300
  if (exactStatus !== undefined && ok && status !== exactStatus) {
    throw new ApiError('http', `${method} ${path} answered ${status}, not ${exactStatus}`, { status })
  }
  if (!ok) {
    if (status === 401 && auth) onUnauthorized?.()
    const detail = detailOf(data)
    throw new ApiError('http', `${method} ${path} failed with ${status}`, { status, ...(detail === undefined ? {} : { detail }) })
  }
  if (!parse) return undefined as T
  const parsed = parse.safeParse(data)
  if (!parsed.success) {
    throw new ApiError('invalid-response', `${method} ${path} answered in an unexpected shape`, { status, detail: parsed.error.message })
  }
  return parsed.data
}

/** The one way to the API. Resolves with the parsed answer or rejects with an `ApiError`. */
export async function request<T = void>(options: RequestOptions<T>): Promise<T> {
  const { method, path } = options
  const { headers, payload } = outgoing(options)

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
    // Demo mode's first moments: wait for the fake backend, within the same timeout (backend-ready.ts).
    if (!isBackendReady()) await backendReady(timeout.signal)
    response = await fetch(apiUrl(path), { method, headers, body: payload, signal: timeout.signal })
    data = await readBody(response, timeout.signal).catch((cause: unknown) => {
      throw failure(cause, 'lost the connection while reading the answer')
    })
  } catch (cause) {
    throw cause instanceof ApiError ? cause : failure(cause, 'could not reach the server')
  } finally {
    timeout.done()
  }
  return interpret(options, response.status, data)
}

/**
 * Whether `url` is on the API base: same origin, and under the base's path. The bearer token goes
 * to such URLs only; a link the server hands out to elsewhere (a storage bucket, a CDN) never
 * receives it.
 */
export function isApiUrl(url: string): boolean {
  if (!URL.canParse(url) || !URL.canParse(`${env.apiBase}/`)) return false
  const target = new URL(url)
  const base = new URL(`${env.apiBase}/`)
  // The URL parser has already resolved `..` and `%2e%2e` segments, so a prefix check is sound.
  return target.origin === base.origin && target.username === '' && target.password === '' && target.pathname.startsWith(base.pathname)
}

export interface BinaryRequestOptions {
  /** Absolute URL of the file (a server-given link, not a path under the API base). */
  url: string
  /** Send the bearer token: honoured only when `url` is on the API base (see `isApiUrl`). */
  auth: boolean
  /** What the caller wants back, e.g. `application/pdf`. */
  accept: string
  timeoutMs?: number
  signal?: AbortSignal
}

export interface BinaryResponse {
  blob: Blob
  /** The answer's headers (`Content-Disposition`, `Content-Type`), as far as the browser lets us read them. */
  headers: Headers
  status: number
}

/**
 * `GET` of a file (a PDF report, an image) as a Blob, with the same timeout, abort, 401 handling and
 * `ApiError` kinds as `request`. A failure's body is read as text for its detail.
 */
export async function requestBinary(options: BinaryRequestOptions): Promise<BinaryResponse> {
  const { url } = options
  const what = `GET ${URL.canParse(url) ? new URL(url).pathname : url}`
  const onApi = isApiUrl(url)
  const headers = new Headers({ Accept: options.accept })
  const token = options.auth && onApi ? getAccessToken() : null
  if (token) headers.set('Authorization', `Bearer ${token}`)

  const timeout = timeoutSignal(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal)
  const failure = (cause: unknown, why: string) =>
    timeout.timedOut() ? new ApiError('timeout', `${what} timed out`, { cause }) : new ApiError('network', `${what} ${why}`, { cause })
  try {
    let response: Response
    try {
      if (!isBackendReady()) await backendReady(timeout.signal)
      // No cookies to another origin either: that link must work on its own.
      response = await fetch(url, { method: 'GET', headers, signal: timeout.signal, credentials: onApi ? 'same-origin' : 'omit' })
    } catch (cause) {
      throw cause instanceof ApiError ? cause : failure(cause, 'could not reach the server')
    }
    const read = <T>(body: Promise<T>) =>
      untilAborted(body, timeout.signal).catch((cause: unknown) => {
        throw failure(cause, 'lost the connection while reading the answer')
      })
    if (!response.ok) {
      const data = parseText(await read(response.text()))
      if (response.status === 401 && token) onUnauthorized?.()
      const detail = detailOf(data)
      throw new ApiError('http', `${what} failed with ${response.status}`, { status: response.status, ...(detail === undefined ? {} : { detail }) })
    }
    return { blob: await read(response.blob()), headers: response.headers, status: response.status }
  } finally {
    timeout.done()
  }
}
