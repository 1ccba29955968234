import { assertEvent, assign, setup } from 'xstate'
import { fetchReportActor, offerFileActor, saveWithLink, type ReportFile, type ReportOfferedEvent } from './report-download.actors'

export type ReportDownloadEvent =
  /** The Weekly Report panel's download button. */
  | { type: 'report.download' }
  /** Try again after a failed download. */
  | { type: 'report.retry' }
  | ReportOfferedEvent

export interface ReportDownloadContext {
  /** `report_url` from `GET /report`. */
  url: string
  file: ReportFile | null
  /** The object URL the file is offered under while ready. */
  href: string | null
}

export interface ReportDownloadInput {
  url: string
}

export type ReportDownloadInvokeId = 'fetchReport' | 'offerFile'

type Fetched = { output: ReportFile }
const fetchedOf = ({ event }: { event: { output: ReportFile } }): Fetched => ({ output: event.output })


/**
 * The weekly PDF (Selera: the token lives only in memory, so a plain link to `report_url` would
 * reach the API unauthenticated): idle → downloading (the PDF fetched with the token) → ready (the
 * file saved once, and offered under an object URL for as long as the panel shows it) | failed
 * (a message and Try again).
 */
export const reportDownloadMachine = setup({
  types: {
    context: {} as ReportDownloadContext,
    events: {} as ReportDownloadEvent,
    input: {} as ReportDownloadInput,
    tags: {} as 'busy',
  },
  actors: { fetchReport: fetchReportActor, offerFile: offerFileActor },
  actions: {
    keepFile: assign({ file: (_, { output }: Fetched) => output }),
    keepHref: assign({
      href: ({ event }) => {
        assertEvent(event, 'report.offered')
        return event.href
      },
    }),
    forgetFile: assign({ file: null, href: null }),
    saveFile: ({ context }) => {
      if (context.href && context.file) saveWithLink(context.href, context.file.fileName)
    },
  },
}).createMachine({
  id: 'reportDownload',
  context: ({ input }) => ({ url: input.url, file: null, href: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'report.download': { target: 'downloading' } },
    },
    downloading: {
      tags: ['busy'],
      entry: 'forgetFile',
      invoke: {
        id: 'fetchReport',
        src: 'fetchReport',
        input: ({ context }) => ({ url: context.url }),
        onDone: { target: 'ready', actions: { type: 'keepFile', params: fetchedOf } },
        onError: { target: 'failed' },
      },
    },
    ready: {
      invoke: {
        id: 'offerFile',
        src: 'offerFile',
        input: ({ context }) => ({ blob: context.file!.blob }),
      },
      on: { 'report.offered': { actions: ['keepHref', 'saveFile'] } },
    },
    failed: {
      on: { 'report.retry': { target: 'downloading' } },
    },
  },
})
