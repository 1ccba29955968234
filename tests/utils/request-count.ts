import { afterEach } from 'vitest'
import type { SetupServer } from 'msw/node'

/**
 * Counts, from now to the end of the test, the requests the fake backend receives for one endpoint
 * (`POST`, a path ending `/leads`): a form that refused its input must have sent none.
 */
export function countRequests(server: Pick<SetupServer, 'events'>, method: string, pathEnd: string): () => number {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) count += 1
  }
  server.events.on('request:start', listener)
  afterEach(() => server.events.removeListener('request:start', listener))
  return () => count
}
