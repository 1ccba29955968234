/**
 * The server's log: one JSON object per line on stdout (`{time, level, msg, ...fields}`), for any
 * log collector. Callers pass ids, methods, paths, statuses and times: never a body, a query string
 * (it can hold a file link's signature), a header, an e-mail address or a token.
 */
export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>

export interface Logger {
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

const RANK: Record<LogLevel | 'silent', number> = { info: 0, warn: 1, error: 2, silent: 3 }

export function createLogger(threshold: LogLevel | 'silent', write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log = (level: LogLevel) => (msg: string, fields: LogFields = {}) => {
    if (RANK[level] < RANK[threshold]) return
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`)
  }
  return { info: log('info'), warn: log('warn'), error: log('error') }
}

/** What an error may say in the log: its kind and code, not its message (a driver's can quote a query's values). */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: typeof error }
  const cause = error.cause as { code?: unknown } | undefined
  const code = (error as { code?: unknown }).code ?? cause?.code
  return { error: error.name, code: typeof code === 'string' ? code : undefined }
}
