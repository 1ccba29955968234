/**
 * Domain failures carry the HTTP status and body the handler should answer with (bookshelf's
 * test/data modules do the same), so handlers stay thin and the domain stays free of MSW.
 */
export class BackendError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : typeof body.msg === 'string' ? body.msg : `HTTP ${status}`)
    this.name = 'BackendError'
  }
}

/** The product API's error shape: `{ detail }` (docs/product.md#timeouts-and-errors). */
export function apiError(status: number, detail: string): BackendError {
  return new BackendError(status, { detail })
}

/**
 * The auth service's error shape, as Supabase's GoTrue sends it. auth-js reads `code` when the
 * answer carries `X-Supabase-Api-Version` (2024-01-01 or later) and `error_code` otherwise, and
 * the message from `msg`: all three are sent so either reading finds them.
 */
export function authServiceError(status: number, code: string, msg: string): BackendError {
  return new BackendError(status, { code, error_code: code, msg })
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError
}
