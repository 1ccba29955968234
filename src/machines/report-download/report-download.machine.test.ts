import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { server } from '../../../tests/setup/vitest.setup'
import { setAccessToken } from '../../api/auth-token'
import { ApiError } from '../../api/errors'
import { apiUrl } from '../../api/http'
import type { ReportFile } from './report-download.actors'
import { reportDownloadMachine } from './report-download.machine'

const URL_OF_REPORT = apiUrl('/reports/weekly-2026-11-16.pdf')
const FILE: ReportFile = { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName: 'selera-weekly-report-2026-11-16.pdf' }

/** jsdom has no object URLs: each test sees the ones made and revoked. */
function stubObjectUrls() {
  let made = 0
  const created: Array<{ href: string; blob: Blob }> = []
  const revoked: string[] = []
  vi.stubGlobal('URL', Object.assign(class extends URL {}, {
    createObjectURL: (blob: Blob) => {
      const href = `blob:selera/${++made}`
      created.push({ href, blob })
      return href
    },
    revokeObjectURL: (href: string) => void revoked.push(href),
  }))
  return { created, revoked }
}

function controlledFetch() {
  const calls: Array<{ input: { url: string }; signal: AbortSignal; resolve: (file: ReportFile) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<ReportFile, { url: string }>(
    ({ input, signal }) =>
      new Promise<ReportFile>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject })
      }),
  )
  return { logic, calls }
}

function start() {
  const fetchReport = controlledFetch()
  const saved: Array<{ href: string | null; fileName: string | undefined }> = []
  const machine = reportDownloadMachine.provide({
    actors: { fetchReport: fetchReport.logic },
    actions: { saveFile: ({ context }) => void saved.push({ href: context.href, fileName: context.file?.fileName }) },
  })
  const actor = createActor(machine, { input: { url: URL_OF_REPORT } }).start()
  return { actor, fetchReport, saved }
}

afterEach(() => vi.unstubAllGlobals())

describe('report download machine', () => {
  it('waits for the owner: idle, nothing fetched', () => {
    const { actor, fetchReport } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(fetchReport.calls).toHaveLength(0)
  })

  it('report.download fetches the URL (busy); then offers the file under an object URL and saves it once', async () => {
    const urls = stubObjectUrls()
    const { actor, fetchReport, saved } = start()
    actor.send({ type: 'report.download' })
    expect(actor.getSnapshot().value).toBe('downloading')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(fetchReport.calls[0]!.input).toEqual({ url: URL_OF_REPORT })

    fetchReport.calls[0]!.resolve(FILE)
    const ready = await waitFor(actor, (s) => s.matches('ready') && s.context.href !== null)
    expect(urls.created).toEqual([{ href: 'blob:selera/1', blob: FILE.blob }])
    expect(ready.context.href).toBe('blob:selera/1')
    expect(ready.context.file?.fileName).toBe('selera-weekly-report-2026-11-16.pdf')
    expect(saved).toEqual([{ href: 'blob:selera/1', fileName: 'selera-weekly-report-2026-11-16.pdf' }])
    expect(urls.revoked).toEqual([])
  })

  it('revokes the object URL when the panel goes (the actor stops)', async () => {
    const urls = stubObjectUrls()
    const { actor, fetchReport } = start()
    actor.send({ type: 'report.download' })
    fetchReport.calls[0]!.resolve(FILE)
    await waitFor(actor, (s) => s.context.href !== null)
    actor.stop()
    expect(urls.revoked).toEqual(['blob:selera/1'])
  })

  it('a failed fetch → failed, nothing offered; report.retry fetches again', async () => {
    const urls = stubObjectUrls()
    const { actor, fetchReport, saved } = start()
    actor.send({ type: 'report.download' })
    fetchReport.calls[0]!.reject(new ApiError('http', 'GET /reports/weekly-2026-11-16.pdf failed with 500', { status: 500 }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(urls.created).toEqual([])
    expect(saved).toEqual([])
    expect(actor.getSnapshot().can({ type: 'report.download' })).toBe(false)

    actor.send({ type: 'report.retry' })
    expect(actor.getSnapshot().value).toBe('downloading')
    fetchReport.calls[1]!.resolve(FILE)
    await waitFor(actor, (s) => s.matches('ready') && s.context.href !== null)
    expect(saved).toHaveLength(1)
  })

  it('a second download while one is out is not started', () => {
    const { actor, fetchReport } = start()
    actor.send({ type: 'report.download' })
    actor.send({ type: 'report.download' })
    expect(fetchReport.calls).toHaveLength(1)
  })

  it('stopping while downloading aborts the fetch', () => {
    const { actor, fetchReport } = start()
    actor.send({ type: 'report.download' })
    actor.stop()
    expect(fetchReport.calls[0]!.signal.aborted).toBe(true)
  })

  it('the default actors: the PDF comes from the fake backend with the token and is saved through a download link', async () => {
    stubObjectUrls()
    setAccessToken('token-report')
    let authorization: string | null = null
    server.use(
      http.get(URL_OF_REPORT, ({ request }) => {
        authorization = request.headers.get('authorization')
        return new HttpResponse('%PDF-1.7 report', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="selera-weekly-report-2026-11-16.pdf"' },
        })
      }),
    )
    const clicks: Array<{ href: string; download: string; connected: boolean }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href')!, download: this.download, connected: this.isConnected })
    })
    const actor = createActor(reportDownloadMachine, { input: { url: URL_OF_REPORT } }).start()
    actor.send({ type: 'report.download' })
    const ready = await waitFor(actor, (s) => s.context.href !== null, { timeout: 5_000 })
    expect(authorization).toBe('Bearer token-report')
    expect(await ready.context.file!.blob.text()).toBe('%PDF-1.7 report')
    expect(clicks).toEqual([{ href: 'blob:selera/1', download: 'selera-weekly-report-2026-11-16.pdf', connected: true }])
    // The temporary link is gone again.
    expect(document.querySelectorAll('a[download]')).toHaveLength(0)
    setAccessToken(null)
  })
})
