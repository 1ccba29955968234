/**
 * Imports a module the bench measures that may not exist yet (the code under test is written in
 * parallel), so a missing piece prints a line instead of stopping the whole run.
 *
 * By default the module is bundled first, with everything it imports from the repository, into one
 * ES module (esbuild, the bundler `tsx` and Vite's dev server use), and that is imported: how the
 * demo's build ships the backend to the browser. Loaded module by module, as `tsx` runs a script,
 * every call across a file boundary goes through an imported binding, and the engine optimises such
 * a hot loop differently (docs/decisions/008-analytics-pass-and-queries.md measures the two);
 * `npm run bench -- --modules` loads it that way.
 */
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import type { LoadAs } from './measure'

export type Optional<T> = { ok: true; module: T; path: string } | { ok: false; reason: string }

// Paths, not URL objects: under jsdom (the unit tests) `URL` is jsdom's, which node:url refuses.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The first of `candidates` (repo-relative paths without extension) that exists and passes `check`.
 * `check` names what the module must export, e.g. a function, and returns it typed, or null. A
 * candidate may be several modules that share state (a cache both of them read): they are loaded
 * together, bundled as one, and `check` sees all their exports.
 */
export async function importOptional<T>(
  candidates: readonly (string | readonly string[])[],
  check: (module: Record<string, unknown>) => T | null,
  load: LoadAs = 'bundle',
): Promise<Optional<T>> {
  const problems: string[] = []
  for (const candidate of candidates) {
    const names = (typeof candidate === 'string' ? [candidate] : candidate).map((name) => `${name}.ts`)
    const name = names.join(' + ')
    const missing = names.filter((file) => !existsSync(resolve(REPO_ROOT, file)))
    if (missing.length > 0) {
      problems.push(`${missing.join(', ')} ${missing.length === 1 ? 'does' : 'do'} not exist yet`)
      continue
    }
    try {
      const files = names.map((file) => resolve(REPO_ROOT, file))
      const urls = load === 'bundle' ? [await bundled(files)] : files.map((file) => pathToFileURL(file).href)
      const modules = (await Promise.all(urls.map((url) => import(/* @vite-ignore */ url)))) as Record<string, unknown>[]
      const checked = check(Object.assign({}, ...modules) as Record<string, unknown>)
      if (checked) return { ok: true, module: checked, path: name }
      problems.push(`${name} does not export what the bench needs yet`)
    } catch (error) {
      problems.push(`${name} failed to load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
  }
  return { ok: false, reason: problems.join('; ') }
}

let bundles: { folder: string; count: number } | undefined

/** `files` and what they import as one ES module in a temporary folder; its URL. */
async function bundled(files: readonly string[]): Promise<string> {
  bundles ??= { folder: mkdtempSync(join(tmpdir(), 'selera-bench-')), count: 0 }
  const outfile = join(bundles.folder, `${(bundles.count += 1)}-${basename(files[0] ?? 'module', '.ts')}.mjs`)
  const contents = files.map((file) => `export * from ${JSON.stringify(file)}`).join('\n')
  await build({ stdin: { contents, resolveDir: REPO_ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'error' })
  return pathToFileURL(outfile).href
}

export function isFunction(value: unknown): value is (...args: never[]) => unknown {
  return typeof value === 'function'
}
