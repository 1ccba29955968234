import { http } from 'msw'
import type { SetupServer } from 'msw/node'
import type { BackendGate } from './graph'

/** A closed gate in front of every handler of the fake backend (see BackendGate in graph.ts). */
export function createBackendGate(server: SetupServer): BackendGate {
  let open = false
  let allowance = 0
  const waiting: Array<() => void> = []
  server.use(
    http.all('*', async () => {
      if (open) return undefined
      if (allowance > 0) {
        allowance -= 1
        return undefined
      }
      await new Promise<void>((resolve) => waiting.push(resolve))
      // Nothing returned: the request goes on to the real handlers.
      return undefined
    }),
  )
  return {
    allow(requests) {
      for (let i = 0; i < requests; i++) {
        const next = waiting.shift()
        if (next) next()
        else allowance += 1
      }
    },
    open() {
      open = true
      waiting.splice(0).forEach((release) => release())
    },
  }
}
