/**
 * The one handler list for the browser worker, Vitest's `setupServer` and the HTTP mock server:
 * the chaos handler first (it delays or fails a request, or lets it fall through), then Selera's
 * one HTTP surface (backend/http/app.ts), served whole for every path below the API and the auth
 * service, with the demo's own routes.
 */
import { http, type RequestHandler } from 'msw'
import { createApp } from '../../backend/http/app'
import { authServicePrefix, type MockBases } from '../bases'
import { createChaosHandler } from '../chaos'
import { imageComposer } from '../composer'
import { DEMO_ROUTES } from './demo'
import { backendContext } from './context'

export function createHandlers(bases: MockBases): RequestHandler[] {
  const app = createApp({ ...bases, context: backendContext, composer: imageComposer, hostRoutes: DEMO_ROUTES })
  const serveApp = ({ request }: { request: Request }) => app.fetch(request)
  return [createChaosHandler(bases), http.all(`${bases.apiBase}/*`, serveApp), http.all(`${authServicePrefix(bases)}/*`, serveApp)]
}
