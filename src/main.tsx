import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { createActor } from 'xstate'
import { backendStatus, holdCallsUntil } from './api/backend-ready'
import { env } from './config/env'
import { sessionMachine } from './machines/session/session.machine'
import { App } from './ui/app/app'
import { applyTheme, rememberedTheme } from './ui/app/theme'

// The theme chosen last on this device, before React renders or any request goes: a dark-mode owner
// never sees a light page first. From a module, not an inline script, so a strict CSP needs no exception.
applyTheme(rememberedTheme())

/** A tab opened in the background paints nothing; its demo backend starts after this anyway. */
const FIRST_PAINT_FALLBACK_MS = 3_000

/**
 * Resolves once the browser has painted the first screen's content (or after `fallbackMs`). Loading
 * the fake backend means a megabyte of script and seeding the demo data, long tasks that would
 * otherwise land between the first render and its paint.
 */
function afterFirstContentfulPaint(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null
    const done = () => {
      clearTimeout(timer)
      observer?.disconnect()
      resolve()
    }
    const timer = setTimeout(done, fallbackMs)
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done()
      })
      observer.observe({ type: 'paint', buffered: true })
    } catch {
      // No paint timing in this browser: the fallback timer starts the backend.
    }
  })
}

/**
 * Demo mode: the fake backend answers every call from inside the browser. It starts once the first
 * screen has painted, and until it is up calls wait at the gate (src/api/backend-ready.ts), so the
 * app never waits for it to show a page. `import.meta.env.MODE` is replaced at build time, so a live
 * build drops this branch and with it every byte of mock code.
 */
function startDemoBackend(): void {
  if (import.meta.env.MODE === 'live') return
  const starting = afterFirstContentfulPaint(FIRST_PAINT_FALLBACK_MS)
    .then(() => import('../mocks/browser'))
    .then(({ startDemoWorker }) => startDemoWorker({ apiBase: env.apiBase, authUrl: env.authUrl }))
  holdCallsUntil(starting)
  starting.catch((error: unknown) => console.error('[selera] the demo backend did not start:', error))
}

/**
 * MSW reloads the page when its worker is registered but does not control the page (after a hard
 * reload, for one): once the app has painted, that reload would throw away whatever the owner had
 * typed. In that case the reload happens now, before anything is shown; answers whether it did.
 */
async function reloadForTheDemoWorker(): Promise<boolean> {
  const container = import.meta.env.MODE === 'live' ? undefined : navigator.serviceWorker
  if (!container || container.controller) return false
  const registrations = await container.getRegistrations()
  const ours = registrations.some((registration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL.endsWith('/mockServiceWorker.js')),
  )
  if (ours) location.reload()
  return ours
}

function render(): void {
  startDemoBackend()
  const session = createActor(sessionMachine).start()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App session={session} backend={backendStatus} />
      </BrowserRouter>
    </StrictMode>,
  )
}

void reloadForTheDemoWorker().then(
  (reloading) => {
    if (!reloading) render()
  },
  () => render(),
)
