import type { Page } from '@playwright/test'
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import type { UserEvent } from '@testing-library/user-event'
import type { Driver } from '../driver'
import type { BackendGate } from '../graph'

/** The upload screen's visible labels and button names (src/ui/screens/upload/file-panel.tsx). */
export const UPLOAD_LABELS = {
  fileInput: 'Choose a file',
  upload: 'Upload file',
  uploading: 'Uploading...',
  cancel: 'Cancel upload',
  progress: 'Upload progress',
  filePanel: 'Upload a file',
  history: 'Recent uploads',
  retry: 'Try again',
} as const

/** A file as both drivers can hand it to the page: bytes and a name, or a path on disk (Playwright). */
export type FilePayload = { name: string; mimeType: string; contents: string | Uint8Array } | { path: string }

/** Choosing a file needs more than the shared Driver: the real file dialog, or a drop on the zone. */
export interface FileDriver {
  /** Chooses the file in the browse dialog of the file input labelled `label` (any type: "All files"). */
  chooseFile(label: string, file: FilePayload): Promise<void>
}

export type UploadDriver = Driver & FileDriver

/**
 * Testing Library: user-event's `upload` with `applyAccept: false`, as a person who switches the
 * dialog's filter to "All files" (the dialog's filter is no check: the machine is).
 */
export function rtlFileDriver(driver: Driver, user: UserEvent, findInput: (label: string) => HTMLElement): UploadDriver {
  return {
    ...driver,
    async chooseFile(label, file) {
      if ('path' in file) throw new Error('Under jsdom, give the file as bytes, not a path')
      const contents = typeof file.contents === 'string' ? file.contents : new Uint8Array(file.contents)
      await user.upload(findInput(label), new File([contents], file.name, { type: file.mimeType }))
    },
  }
}

/** Playwright: `setInputFiles` on the labelled input (it ignores `accept`, like "All files"). */
export function playwrightFileDriver(driver: Driver, page: Page): UploadDriver {
  return {
    ...driver,
    async chooseFile(label, file) {
      const input = page.getByLabel(label, { exact: true })
      if ('path' in file) await input.setInputFiles(file.path)
      else await input.setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.contents) })
    },
  }
}

/** One gesture per upload event, for Testing Library and Playwright alike. */
export const uploadGestures = {
  /** `file.select`: the owner chooses a file in the browse dialog. */
  select: (driver: UploadDriver, file: FilePayload) => driver.chooseFile(UPLOAD_LABELS.fileInput, file),
  /** `file.remove`: the Remove button beside the chosen file. */
  remove: (driver: UploadDriver, fileName: string) => driver.click('button', `Remove ${fileName}`),
  /** `upload.start`. */
  start: (driver: UploadDriver) => driver.click('button', UPLOAD_LABELS.upload),
  /** `upload.cancel`. */
  cancel: (driver: UploadDriver) => driver.click('button', UPLOAD_LABELS.cancel),
  /** A whole upload: choose, then Upload. */
  async upload(driver: UploadDriver, file: FilePayload) {
    await uploadGestures.select(driver, file)
    await uploadGestures.start(driver)
  },
  /** `history.retry`: Try again in the recent uploads. */
  retryHistory: (driver: UploadDriver) => driver.click('button', UPLOAD_LABELS.retry),
}

/** What `watchRequests` needs of msw's `setupServer`. */
interface LifeCycleEvents {
  events: {
    on(event: 'request:start' | 'request:end', listener: (args: { request: Request; requestId: string }) => void): void
    removeListener(event: 'request:start' | 'request:end', listener: (args: { request: Request; requestId: string }) => void): void
  }
}

/**
 * Keeps count of the requests the fake backend is still answering. A request can outlive the test
 * that made it (a cancelled upload the server goes on to store, a held request a model path lets
 * through at its end): the next test would find its write in its freshly reset data. `settled()`,
 * called after each test, waits until nothing has been in flight for a moment. A request its
 * client aborted does not count: msw may never report its end.
 */
export function watchRequests(server: LifeCycleEvents) {
  const pending = new Map<string, AbortSignal>()
  const started = ({ request, requestId }: { request: Request; requestId: string }) => void pending.set(requestId, request.signal)
  const ended = ({ requestId }: { requestId: string }) => void pending.delete(requestId)
  const busy = () => [...pending.values()].some((signal) => !signal.aborted)
  server.events.on('request:start', started)
  server.events.on('request:end', ended)
  return {
    async settled({ quietMs = 150, timeoutMs = 8_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      let quietSince = Date.now()
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline) throw new Error('A request to the fake backend never finished')
        await new Promise((resolve) => setTimeout(resolve, 25))
        if (busy()) quietSince = Date.now()
      }
      pending.clear()
    },
    stop() {
      server.events.removeListener('request:start', started)
      server.events.removeListener('request:end', ended)
    },
  }
}

/**
 * A BackendGate (tests/utils/graph.ts) in front of one endpoint only, say `POST /upload`, so that
 * other calls of the screen (the recent uploads reloading, a manual entry) go on while a request of
 * the flow under test is held. `allow` lets the NEWEST held requests through: an older one belongs
 * to an attempt the app gave up (a cancelled upload, a reload started again). Such a request is
 * answered with a network error as soon as its abort is seen, so it never reaches the fake backend
 * (jsdom's XMLHttpRequest does not always pass its abort on; `open` then lets it through late).
 */
export function createEndpointGate(server: SetupServer, method: 'GET' | 'POST', url: string): BackendGate {
  let open = false
  let allowance = 0
  const waiting: Array<() => void> = []
  const handler = method === 'GET' ? http.get : http.post
  server.use(
    handler(url, async ({ request }) => {
      if (open) return undefined
      if (allowance > 0) {
        allowance -= 1
        return undefined
      }
      const abandoned = await new Promise<boolean>((resolve) => {
        const release = () => {
          waiting.splice(waiting.indexOf(release) >>> 0, 1)
          request.signal.removeEventListener('abort', abandon)
          resolve(false)
        }
        const abandon = () => {
          waiting.splice(waiting.indexOf(release) >>> 0, 1)
          resolve(true)
        }
        waiting.push(release)
        if (request.signal.aborted) abandon()
        else request.signal.addEventListener('abort', abandon, { once: true })
      })
      return abandoned ? HttpResponse.error() : undefined
    }),
  )
  return {
    allow(requests) {
      for (let i = 0; i < requests; i++) {
        const newest = waiting.at(-1)
        if (newest) newest()
        else allowance += 1
      }
    },
    open() {
      open = true
      ;[...waiting].forEach((release) => release())
    },
  }
}
