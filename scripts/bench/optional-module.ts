/**
 * Imports a module the bench measures that may not exist yet (the code under test is written in
 * parallel), so a missing piece prints a line instead of stopping the whole run.
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export type Optional<T> = { ok: true; module: T; path: string } | { ok: false; reason: string }

// Paths, not URL objects: under jsdom (the unit tests) `URL` is jsdom's, which node:url refuses.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The first of `candidates` (repo-relative paths without extension) that exists and passes `check`.
 * `check` names what the module must export, e.g. a function, and returns it typed, or null.
 */
export async function importOptional<T>(candidates: readonly string[], check: (module: Record<string, unknown>) => T | null): Promise<Optional<T>> {
  const problems: string[] = []
  for (const candidate of candidates) {
    const file = resolve(REPO_ROOT, `${candidate}.ts`)
    if (!existsSync(file)) {
      problems.push(`${candidate}.ts does not exist yet`)
      continue
    }
    try {
      const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>
      const checked = check(module)
      if (checked) return { ok: true, module: checked, path: `${candidate}.ts` }
      problems.push(`${candidate}.ts does not export what the bench needs yet`)
    } catch (error) {
      problems.push(`${candidate}.ts failed to load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
  }
  return { ok: false, reason: problems.join('; ') }
}

export function isFunction(value: unknown): value is (...args: never[]) => unknown {
  return typeof value === 'function'
}
