/**
 * The module Web Worker that parses uploads off the page's main thread (the MSW handler runs on it
 * and must not freeze the page). Vite bundles it from `new Worker(new URL(...), { type: 'module' })`
 * in run-ingest.ts; the parsers it lazily imports become chunks of their own.
 */
import { serveIngest } from './serve'

serveIngest(self)
