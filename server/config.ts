/**
 * The server's settings: the environment only, read once at start. Every variable is in `SETTINGS`
 * (the README's table is checked against it); one that is set but invalid stops the start with its
 * name and what it should be, never a silent default.
 */
import { resolve } from 'node:path'
import * as z from 'zod'
import type { S3Settings } from './files/s3'

/** Each variable: what it is for, its default, and its check. */
export const SETTINGS = {
  PORT: { about: 'The port the server listens on.', default: '8080', schema: z.coerce.number().int().min(0).max(65535) },
  HOST: { about: 'The address it listens on: 0.0.0.0 to be reached from other machines.', default: '127.0.0.1', schema: z.string().min(1) },
  SELERA_DATA_DIR: {
    about: 'The folder of the embedded database, the stored files and the generated secrets; created on first start.',
    default: './.selera',
    schema: z.string().min(1),
  },
  DATABASE_URL: {
    about: 'A Postgres server (postgres://user:password@host:5432/db); unset: the embedded database in the data folder.',
    default: '',
    schema: z.union([z.literal(''), z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')]),
  },
  DATABASE_POOL_SIZE: { about: 'Connections to the Postgres server, per process.', default: '10', schema: z.coerce.number().int().min(1).max(200) },
  SELERA_PUBLIC_URL: {
    about: 'The origin owners open the app at, for the links the server signs (behind a proxy: its https URL); default: http://HOST:PORT.',
    default: '',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  },
  SUPABASE_URL: {
    about: "A hosted Supabase project (https://<ref>.supabase.co) as the auth service: the app signs in there and the server verifies its tokens against the project's keys; unset: the server's own auth service.",
    default: '',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  },
  SUPABASE_ANON_KEY: {
    about: "The hosted project's anon (publishable) key, which the app sends to it; needed with SUPABASE_URL.",
    default: '',
    schema: z.string(),
  },
  S3_ENDPOINT: {
    about: 'An S3-compatible service for the stored files (https://s3.<region>.amazonaws.com, https://<ref>.supabase.co/storage/v1/s3, …); unset: the files folder in the data folder.',
    default: '',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  },
  S3_BUCKET: { about: 'The bucket the files go in (with S3_ENDPOINT).', default: '', schema: z.string() },
  S3_REGION: { about: "The bucket's region (Supabase Storage: the project's region).", default: 'us-east-1', schema: z.string().min(1) },
  S3_ACCESS_KEY_ID: { about: 'The access key the server signs its requests to the bucket with (with S3_ENDPOINT).', default: '', schema: z.string() },
  S3_SECRET_ACCESS_KEY: { about: "That key's secret (with S3_ENDPOINT).", default: '', schema: z.string() },
  TRUSTED_PROXIES: {
    about: 'How many proxies (load balancers) in front of the server add to X-Forwarded-For: the caller\'s address, for the sign-in limits, is read that many hops back; 0: the connection\'s own.',
    default: '0',
    schema: z.coerce.number().int().min(0).max(10),
  },
  LOG_LEVEL: { about: 'What the JSON log lines on stdout include: info (every request), warn, error or silent.', default: 'info', schema: z.enum(['info', 'warn', 'error', 'silent']) },
} as const

export type SettingName = keyof typeof SETTINGS

export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  /** Empty: the embedded database. */
  databaseUrl: string
  poolSize: number
  /** The origin the app is reached at, without a trailing slash; empty for any free port until it is known. */
  publicUrl: string
  /** Proxies in front that append to X-Forwarded-For (server/client-address.ts). */
  trustedProxies: number
  /** A hosted Supabase project as the auth service (server/hosted-supabase.ts); null: the server's own. */
  hostedAuth: { url: string; anonKey: string } | null
  /** An S3-compatible bucket for the files (server/files/s3.ts); null: `<dataDir>/files`. */
  bucket: S3Settings | null
  logLevel: 'info' | 'warn' | 'error' | 'silent'
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server's settings are invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** The host a browser on this machine opens for a server listening on `host` (all addresses: loopback). */
export function reachableHost(host: string): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return reachable.includes(':') ? `[${reachable}]` : reachable
}

/** The settings from `env`; a `ConfigError` naming every invalid variable. */
export function readConfig(env: Readonly<Record<string, string | undefined>>, cwd = process.cwd()): ServerConfig {
  const problems: string[] = []
  const read = <N extends SettingName>(name: N): z.output<(typeof SETTINGS)[N]['schema']> | undefined => {
    const setting = SETTINGS[name]
    const raw = env[name]?.trim() || setting.default
    const parsed = setting.schema.safeParse(raw)
    if (parsed.success) return parsed.data as z.output<(typeof SETTINGS)[N]['schema']>
    problems.push(`${name}=${JSON.stringify(raw)}: ${parsed.error.issues.map((issue) => issue.message).join('; ')} (${setting.about})`)
    return undefined
  }
  const port = read('PORT')
  const host = read('HOST')
  const dataDir = read('SELERA_DATA_DIR')
  const databaseUrl = read('DATABASE_URL')
  const poolSize = read('DATABASE_POOL_SIZE')
  const publicUrl = read('SELERA_PUBLIC_URL')
  const supabaseUrl = read('SUPABASE_URL')
  const supabaseAnonKey = read('SUPABASE_ANON_KEY')
  // Each needs the other (an invalid URL is named once, above).
  if (supabaseUrl && !supabaseAnonKey) problems.push(`SUPABASE_ANON_KEY is not set: ${SETTINGS.SUPABASE_ANON_KEY.about}`)
  if (supabaseUrl === '' && supabaseAnonKey) problems.push(`SUPABASE_URL is not set: ${SETTINGS.SUPABASE_URL.about}`)
  const s3 = { endpoint: read('S3_ENDPOINT'), bucket: read('S3_BUCKET'), region: read('S3_REGION'), accessKeyId: read('S3_ACCESS_KEY_ID'), secretAccessKey: read('S3_SECRET_ACCESS_KEY') }
  if (s3.endpoint) {
    for (const [name, value] of [['S3_BUCKET', s3.bucket], ['S3_ACCESS_KEY_ID', s3.accessKeyId], ['S3_SECRET_ACCESS_KEY', s3.secretAccessKey]] as const) {
      if (value === '') problems.push(`${name} is not set: ${SETTINGS[name].about}`)
    }
  }
  const trustedProxies = read('TRUSTED_PROXIES')
  const logLevel = read('LOG_LEVEL')
  if (
    problems.length > 0 ||
    port === undefined ||
    host === undefined ||
    dataDir === undefined ||
    databaseUrl === undefined ||
    poolSize === undefined ||
    publicUrl === undefined ||
    trustedProxies === undefined ||
    supabaseUrl === undefined ||
    supabaseAnonKey === undefined ||
    s3.endpoint === undefined ||
    s3.bucket === undefined ||
    s3.region === undefined ||
    s3.accessKeyId === undefined ||
    s3.secretAccessKey === undefined ||
    logLevel === undefined
  ) {
    throw new ConfigError(problems)
  }
  return {
    port,
    host,
    dataDir: resolve(cwd, dataDir),
    databaseUrl,
    poolSize,
    // Any free port (0): the server makes it once it knows the port it was given.
    publicUrl: (publicUrl || (port === 0 ? '' : `http://${reachableHost(host)}:${port}`)).replace(/\/+$/, ''),
    trustedProxies,
    hostedAuth: supabaseUrl && supabaseAnonKey ? { url: supabaseUrl.replace(/\/+$/, ''), anonKey: supabaseAnonKey } : null,
    bucket: s3.endpoint ? { endpoint: s3.endpoint.replace(/\/+$/, ''), bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : null,
    logLevel,
  }
}
