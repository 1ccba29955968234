/**
 * The live build of the app the server serves at `/` (`dist-server/`): built with the API at `/api`
 * and the auth service at the page's own origin, so one build serves any host and port. It is built
 * again when its inputs changed since (the app's sources, messages, build settings, lockfile): a
 * fingerprint of their names, sizes and times is kept beside it.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export const ROOT = resolve(import.meta.dirname, '..')
export const LIVE_APP_DIR = join(ROOT, 'dist-server')
const STAMP = '.selera-build.json'

/** What the app in `dist-server` is built with: the API and the auth service on its own origin. */
export const LIVE_BUILD_ENV = { VITE_API_BASE: '/api', VITE_SUPABASE_URL: '/', VITE_SUPABASE_ANON_KEY: 'selera-server' } as const

/** A hosted Supabase project the app signs in with instead (`SUPABASE_URL`, server/config.ts). */
export interface HostedAuth {
  url: string
  anonKey: string
}

/** The build's settings: the server's own auth service, or the hosted project's URL and anon key. */
export function liveBuildEnv(hosted: HostedAuth | null = null): Record<string, string> {
  return hosted ? { ...LIVE_BUILD_ENV, VITE_SUPABASE_URL: hosted.url, VITE_SUPABASE_ANON_KEY: hosted.anonKey } : { ...LIVE_BUILD_ENV }
}

const INPUTS = ['src', 'kernel', 'messages', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'project.inlang', 'tsconfig.json']
/** Written by the build itself (the compiled message catalogue), so not an input of it. */
const GENERATED = ['src/i18n/paraglide']

function files(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => files(join(path, entry.name)))
}

/** A fingerprint of the build's inputs: every file's path, size and modification time, and the build settings. */
export function inputsFingerprint(root = ROOT, hosted: HostedAuth | null = null): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify(liveBuildEnv(hosted)))
  const paths = INPUTS.flatMap((input) => files(join(root, input)))
    .map((path) => relative(root, path))
    .filter((path) => !path.endsWith('.test.ts') && !path.endsWith('.test.tsx') && !GENERATED.some((generated) => path.startsWith(generated)))
    .sort()
  for (const path of paths) {
    const stat = statSync(join(root, path))
    hash.update(`${path}\0${stat.size}\0${Math.trunc(stat.mtimeMs)}\n`)
  }
  return hash.digest('hex')
}

export function liveAppIsCurrent(dir = LIVE_APP_DIR, hosted: HostedAuth | null = null): boolean {
  try {
    const stamp = JSON.parse(readFileSync(join(dir, STAMP), 'utf8')) as { inputs?: string }
    return existsSync(join(dir, 'index.html')) && stamp.inputs === inputsFingerprint(ROOT, hosted)
  } catch {
    return false
  }
}

/** Builds the live app into `dist-server` (Vite, in a child process), unless it is current. Resolves to whether it built. */
export async function ensureLiveApp(say: (message: string) => void, hosted: HostedAuth | null = null): Promise<boolean> {
  if (liveAppIsCurrent(LIVE_APP_DIR, hosted)) return false
  say('Building the app for the server (dist-server/); this takes a minute the first time…')
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'live', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, ...liveBuildEnv(hosted), SELERA_OUT_DIR: LIVE_APP_DIR },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.once('error', fail)
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`The app's build failed (exit ${String(code)}): see its messages above.`))))
  })
  writeFileSync(join(LIVE_APP_DIR, STAMP), `${JSON.stringify({ inputs: inputsFingerprint(ROOT, hosted), builtAt: new Date().toISOString() })}\n`)
  return true
}

// `npm run build:server`: the build `npm run server` would make, made now (the browser tests build it before they start servers).
const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  ensureLiveApp((message) => process.stdout.write(`${message}\n`))
    .then((built) => process.stdout.write(built ? `Built ${relative(ROOT, LIVE_APP_DIR)}/\n` : `${relative(ROOT, LIVE_APP_DIR)}/ is current\n`))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    })
}
