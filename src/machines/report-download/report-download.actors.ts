import { fromCallback } from 'xstate'
import { fromApiPromise } from '../shared/api-actor'
import { fetchReport, type ReportFile } from '../../api/metrics'

export type { ReportFile } from '../../api/metrics'

/** `GET report_url` with the token (when on the API base), as a Blob and a file name. */
export const fetchReportActor = fromApiPromise<ReportFile, { url: string }>(({ input, signal }) => fetchReport(input.url, signal))

/** What `offerFile` tells the machine: the object URL the file is offered under. */
export interface ReportOfferedEvent {
  type: 'report.offered'
  href: string
}

/**
 * Holds the report as an object URL for as long as the machine offers it: created when the file is
 * ready, revoked when the state is left or the actor stops (the screen unmounts), so no Blob
 * outlives the panel.
 */
export const offerFileActor = fromCallback<ReportOfferedEvent, { blob: Blob }>(({ input, sendBack }) => {
  const href = URL.createObjectURL(input.blob)
  sendBack({ type: 'report.offered', href } satisfies ReportOfferedEvent)
  return () => URL.revokeObjectURL(href)
})

/**
 * Saves the file as a browser saves a download link: a hidden `<a download>` clicked once. A browser
 * that refuses a save not started by a click (some mobile browsers after an await) still has the
 * panel's own link to the same object URL.
 */
export function saveWithLink(href: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
