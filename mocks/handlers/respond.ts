/**
 * What every handler shares: the backend context, JSON body reading, and turning domain errors into
 * answers. Mutating handlers commit the database after the domain call, success or not (a refused
 * refresh token still revokes its session), and before answering, so a reload never loses a write.
 */
import { HttpResponse, type JsonBodyType } from 'msw'
import { DEMO_JWT_SECRET } from '../../backend/auth/access-token'
import { now } from '../../backend/time/clock'
import type { BackendContext } from '../../backend/context'
import { BackendError, isBackendError } from '../../backend/errors'
import { persistence, store } from '../db'

export function backendContext(): BackendContext {
  return { store, now, jwtSecret: DEMO_JWT_SECRET }
}

/** The parsed JSON body; `undefined` when empty; `invalid` (a BackendError) when it is not JSON. */
export async function readJson(request: Request, invalid: BackendError): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw invalid
  }
}

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return HttpResponse.json(body as JsonBodyType, { status, ...(headers ? { headers } : {}) })
}

export interface AnswerOptions {
  /** Commit the database after the work, whatever its outcome. */
  mutates?: boolean
  /** Headers on every answer of this endpoint, errors included. */
  headers?: HeadersInit
}

export async function answer(work: () => Promise<Response> | Response, options: AnswerOptions = {}): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (isBackendError(error)) return json(error.body, error.status, options.headers)
    // A bug in the fake backend: surface it loudly (tests fail on console.error) and answer like a server.
    console.error('[selera mock] handler failed', error)
    return json({ detail: 'Internal server error' }, 500, options.headers)
  } finally {
    if (options.mutates) await persistence.commit()
  }
}
