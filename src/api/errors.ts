/** Every failure of a call to the API or the auth service, as one shape the machines can reason about. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** What the server said (`detail`, `message`, `msg` or `error` of its body), or why parsing failed. */
  readonly detail: string | undefined

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; detail?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.kind = kind
    this.status = options.status
    this.detail = options.detail
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The server's own words for a failure, when its body carries any. */
export function detailOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined
  if (body === null || typeof body !== 'object') return undefined
  const record = body as Record<string, unknown>
  for (const key of ['detail', 'message', 'msg', 'error_description', 'error']) {
    const value = record[key]
    if (typeof value === 'string' && value.trim()) return value
  }
  return undefined
}
