/**
 * Worker threads for the domain's runners, which speak to a Web Worker (`addEventListener`,
 * `postMessage` with transferred buffers, `terminate`): backend/ingest/run-ingest.ts. A thread's
 * code is TypeScript, loaded as `npm run server` loads the server: the thread registers tsx's
 * loader itself, then imports its entry (Node 20 does not apply an `--import` loader to a thread's
 * first module, so `execArgv` cannot do it).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker as Thread } from 'node:worker_threads'

/** tsx's ESM register API, as its package exports it for `import` (a require would find the CommonJS one). */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json')
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import?: { default?: string } }> }
  const path = exports['./esm/api']?.import?.default
  if (!path) throw new Error("tsx exports no ESM register API ('tsx/esm/api'): is the installed tsx 4?")
  return pathToFileURL(join(dirname(manifest), path)).href
}
const TSX_API = tsxApi()

/** The thread's bootstrap: tsx's loader, then the entry. */
const bootstrap = (entry: string) => `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}) })`

/** What the domain's runners use of a Web Worker. */
export interface WebWorkerLike {
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: { data?: unknown; message?: string; preventDefault(): void }) => void): void
  postMessage(message: unknown, transfer?: Transferable[]): void
  terminate(): void
}

/** Starts `entry` (an absolute path) in a thread that does not keep the process alive, as a Web Worker. */
export function startThread(entry: string, name: string): WebWorkerLike {
  const thread = new Thread(bootstrap(entry), { eval: true, name })
  thread.unref()
  const noDefault = () => undefined
  return {
    addEventListener(type, listener) {
      if (type === 'message') thread.on('message', (data: unknown) => listener({ data, preventDefault: noDefault }))
      else if (type === 'messageerror') thread.on('messageerror', (error: Error) => listener({ message: error.message, preventDefault: noDefault }))
      // A thread that fails to load or throws; its exit with a failure code too.
      else {
        thread.on('error', (error: Error) => listener({ message: error.message, preventDefault: noDefault }))
        thread.on('exit', (code) => code !== 0 && listener({ message: `exited with ${code}`, preventDefault: noDefault }))
      }
    },
    postMessage: (message, transfer = []) => thread.postMessage(message, transfer as never),
    terminate: () => void thread.terminate(),
  }
}
