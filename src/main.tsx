import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { createActor } from 'xstate'
import { env } from './config/env'
import { sessionMachine } from './machines/session/session.machine'
import { App } from './ui/app/app'

async function start(): Promise<void> {
  // Demo mode: the fake backend answers every call from inside the browser. `import.meta.env.MODE` is
  // replaced at build time, so a live build drops this branch and with it every byte of mock code.
  if (import.meta.env.MODE !== 'live') {
    const { startDemoWorker } = await import('../mocks/browser')
    await startDemoWorker({ apiBase: env.apiBase, authUrl: env.authUrl })
  }
  const session = createActor(sessionMachine).start()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App session={session} />
      </BrowserRouter>
    </StrictMode>,
  )
}

void start()
