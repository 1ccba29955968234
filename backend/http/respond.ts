/**
 * Answers as the routes give them: JSON, a JSON body read with a refusal for what is not JSON, a
 * domain refusal turned into its answer, and an answer whose body follows when its work is done.
 * Web-standard `Request` and `Response` only: every host (the demo's service worker, Vitest, the
 * HTTP servers) serves them as they are.
 */
import type { BackendError } from '../errors'

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const answer = new Headers(headers)
  answer.set('content-type', 'application/json')
  return new Response(JSON.stringify(body), { status, headers: answer })
}

/** Bytes as a response body (the DOM's types take only an ArrayBuffer-backed array). */
export function bytesBody(bytes: Uint8Array): BodyInit {
  return bytes as Uint8Array<ArrayBuffer>
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

/** A refusal's answer: its status and body, with the route's own headers. */
export function refusal(error: BackendError, headers?: HeadersInit): Response {
  return json(error.body, error.status, headers)
}

/** What a server answers for a failure it did not mean: the error goes to its log, not to the caller. */
export function internalError(error: unknown, headers?: HeadersInit): Response {
  console.error('[selera] handler failed', error)
  return json({ detail: 'Internal server error' }, 500, headers)
}


const encoder = new TextEncoder()
/** JSON may open with white space: the first byte of an answer whose body is not ready yet. */
const OPENING = encoder.encode(' ')

let unfinished = 0

/**
 * A 200 JSON answer whose status and headers go at once and whose body follows when `work` is
 * done, for a call the backend accepted but needs time to carry out (a file to read). The client
 * then knows its request arrived whole: an upload's progress reaches 100 % and the screen says it
 * is being read, as it does against a server whose upload progress the browser reports (a service
 * worker's requests report none). The body opens with a space because Chromium passes a service
 * worker's headers on only with the body's first bytes.
 *
 * Everything that can refuse the call must be checked before: a failure in `work` cannot change
 * the status any more, so the body breaks off and the client sees a failed request, and the failure
 * goes to `report`: the host's (the server logs its kind and code, never its message, which can
 * quote values), else the console. The work keeps its own transaction: it is committed before the
 * body ends.
 */
export function answerWhenDone(work: () => Promise<unknown>, report: (error: unknown) => void = reportToConsole): Response {
  let cancelled = false
  unfinished += 1
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(OPENING)
      void finish(work).then(
        (text) => {
          if (cancelled) return
          controller.enqueue(encoder.encode(text))
          controller.close()
        },
        (error: unknown) => {
          if (cancelled) return
          report(error)
          controller.error(error)
        },
      )
    },
    cancel() {
      // The client gave up (Cancel, a timeout): the work still ends and is kept, as on a server.
      cancelled = true
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}

function reportToConsole(error: unknown): void {
  console.error('[selera] handler failed after answering', error)
}

async function finish(work: () => Promise<unknown>): Promise<string> {
  try {
    return JSON.stringify(await work())
  } finally {
    unfinished -= 1
  }
}

/**
 * Answers whose work goes on after their headers (the host reports such a request ended): a test
 * waits for none before it resets the data, or a cancelled upload stored late lands in the next test.
 */
export function answersInProgress(): number {
  return unfinished
}
