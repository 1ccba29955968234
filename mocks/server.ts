/**
 * The fake backend as a real HTTP server (`npm run mock-server`, 127.0.0.1:8787, PORT overrides) for
 * live-mode runs and other clients. Same handlers, answered through msw's `getResponse`; CORS for
 * the Vite dev and preview origins. API and auth service share the origin: `/auth` and `/auth/v1/*`
 * are different paths, so routing stays unambiguous.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getResponse, type RequestHandler } from 'msw'
import { setDefaultImageComposer } from './composer'
import { createHandlers } from './handlers'

// The server composes images in-process, loading the composer (wasm and fonts) on the first one.
setDefaultImageComposer(() => import('../backend/images/compose/node').then(({ createNodeComposer }) => createNodeComposer()))

export const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173']
const ALLOWED_HEADERS = 'authorization, apikey, x-client-info, x-supabase-api-version, x-retry-count, content-type, accept'
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

function corsHeaders(origin: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' }
  if (origin && DEV_ORIGINS.includes(origin)) {
    headers['access-control-allow-origin'] = origin
    // auth-js reads this header to decide which field holds the error code.
    headers['access-control-expose-headers'] = 'x-supabase-api-version'
  }
  return headers
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const chunks: Buffer[] = []
  if (method !== 'GET' && method !== 'HEAD') for await (const chunk of req) chunks.push(chunk as Buffer)
  // The URL is built on the server's own origin, not the Host header, so handlers always match.
  return new Request(new URL(req.url ?? '/', origin), { method, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}) })
}

async function serve(req: IncomingMessage, res: ServerResponse, handlers: RequestHandler[], origin: string): Promise<void> {
  const cors = corsHeaders(req.headers.origin)
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...cors, 'access-control-allow-methods': ALLOWED_METHODS, 'access-control-allow-headers': ALLOWED_HEADERS, 'access-control-max-age': '600' })
    res.end()
    return
  }
  const response = await getResponse(handlers, await toFetchRequest(req, origin))
  if (response?.type === 'error') {
    // An injected network failure: drop the connection without an answer, as a broken network would.
    req.socket.destroy()
    return
  }
  const answer = response ?? Response.json({ detail: `No route for ${req.method ?? 'GET'} ${new URL(req.url ?? '/', origin).pathname}` }, { status: 404 })
  const headers: Record<string, string> = { ...Object.fromEntries(answer.headers), ...cors }
  // A handler's own exposed headers (the weekly PDF's Content-Disposition) join auth-js's.
  const exposed = answer.headers.get('access-control-expose-headers')
  if (exposed && cors['access-control-expose-headers']) headers['access-control-expose-headers'] = `${cors['access-control-expose-headers']}, ${exposed}`
  res.writeHead(answer.status, headers)
  res.end(Buffer.from(await answer.arrayBuffer()))
}

export interface MockHttpServer {
  url: string
  close(): Promise<void>
}

/** Where the server answers: its origin by default; `paths` puts the API and the auth service below paths of it, as the demo does (`/api`, `/demo-auth`). */
export interface MockHttpServerOptions {
  port?: number
  host?: string
  paths?: { api: string; auth: string }
}

export function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1'
  let handlers: RequestHandler[] = []
  let origin = ''
  const server = createServer((req, res) => {
    serve(req, res, handlers, origin).catch((error: unknown) => {
      console.error('[selera mock-server] request failed', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ detail: 'Internal server error' }))
    })
  })
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart)
    server.listen(options.port ?? 8787, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      origin = `http://${host}:${port}`
      // Both bases are the server's origin unless paths are given; the handlers are built once the port is known.
      handlers = createHandlers({ apiBase: origin + (options.paths?.api ?? ''), authUrl: origin + (options.paths?.auth ?? '') })
      resolveStart({
        url: origin,
        close: () => new Promise<void>((done, fail) => {
          server.closeAllConnections()
          server.close((error) => (error ? fail(error) : done()))
        }),
      })
    })
  })
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  const port = Number(process.env.PORT ?? 8787)
  startMockHttpServer({ port })
    .then((running) => {
      console.log(`Selera mock server on ${running.url} (API ${running.url}/..., auth service ${running.url}/auth/v1/...)`)
      const stop = () => void running.close().then(() => process.exit(0))
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
    })
    .catch((error: unknown) => {
      console.error('[selera mock-server] could not start', error)
      process.exit(1)
    })
}
