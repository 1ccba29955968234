/**
 * What every handler shares: the backend context, JSON body reading, and turning domain errors into
 * answers. Mutating handlers commit the database after the domain call, success or not (a refused
 * refresh token still revokes its session), and before answering, so a reload never loses a write.
 */
import { HttpResponse, type JsonBodyType } from 'msw'
import { now } from '../../backend/time/clock'
import type { BackendContext } from '../../backend/context'
import { BackendError, isBackendError } from '../../backend/errors'
import { persistence, store } from '../db'
import { DEMO_JWT_SECRET } from '../demo-secrets'

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

/** The answers of `answerWhenDone` that commit the database themselves. */
const committedLater = new WeakSet<Response>()

export async function answer(work: () => Promise<Response> | Response, options: AnswerOptions = {}): Promise<Response> {
  let response: Response | undefined
  try {
    response = await work()
    return response
  } catch (error) {
    if (isBackendError(error)) return json(error.body, error.status, options.headers)
    // A bug in the fake backend: surface it loudly (tests fail on console.error) and answer like a server.
    console.error('[selera mock] handler failed', error)
    return json({ detail: 'Internal server error' }, 500, options.headers)
  } finally {
    // An answer whose work goes on (answerWhenDone) commits when that work is done, not now.
    if (options.mutates && !(response && committedLater.has(response))) await persistence.commit()
  }
}

const encoder = new TextEncoder()
/** JSON may open with white space: the first byte of an answer whose body is not ready yet. */
const OPENING = encoder.encode(' ')

/**
 * A 200 JSON answer whose status and headers go at once and whose body follows when `work` is
 * done, for a call the backend accepted but needs time to carry out (a file to read). The client
 * then knows its request arrived whole: an upload's progress reaches 100 % and the screen says it
 * is being read, as it does against a real server whose upload progress the browser reports (a
 * service worker's requests report none). The body opens with a space because Chromium passes a
 * service worker's headers on only with the body's first bytes.
 *
 * Everything that can refuse the call must be checked before: a failure in `work` cannot change
 * the status any more, so the body breaks off and the client sees a failed request. The database
 * is committed before the body ends, as `answer` commits before answering.
 */
export function answerWhenDone(work: () => Promise<unknown>, options: Pick<AnswerOptions, 'mutates'> = {}): Response {
  let cancelled = false
  unfinished += 1
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(OPENING)
      void finish(work, options).then(
        (text) => {
          if (cancelled) return
          controller.enqueue(encoder.encode(text))
          controller.close()
        },
        (error: unknown) => {
          if (cancelled) return
          console.error('[selera mock] handler failed after answering', error)
          controller.error(error)
        },
      )
    },
    cancel() {
      // The client gave up (Cancel, a timeout): the work still ends and is kept, as on a server.
      cancelled = true
    },
  })
  const response = new HttpResponse(body, { status: 200, headers: { 'content-type': 'application/json' } })
  if (options.mutates) committedLater.add(response)
  return response
}


async function finish(work: () => Promise<unknown>, options: Pick<AnswerOptions, 'mutates'>): Promise<string> {
  try {
    return JSON.stringify(await work())
  } finally {
    if (options.mutates) await persistence.commit()
    unfinished -= 1
  }
}

let unfinished = 0

/**
 * Answers whose work goes on after their headers (msw reports such a request ended): a test waits
 * for none before it resets the data, or a cancelled upload stored late lands in the next test.
 */
export function answersInProgress(): number {
  return unfinished
}
