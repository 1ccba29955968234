/**
 * The module worker that composes images off the page's main thread (the MSW handlers run on it,
 * and rasterising a 1080x1920 image takes a few hundred ms). Vite bundles it, with satori and
 * resvg, from the `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })` in
 * ./browser.ts; their wasm and the fonts are assets it fetches on the first composition
 * (./browser-runtime.ts).
 */
import { createComposer } from '../../backend/images/compose'
import { browserComposerRuntime } from './browser-runtime'
import { serveComposer } from './serve'

serveComposer(self, createComposer(browserComposerRuntime))
