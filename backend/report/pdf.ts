/**
 * The weekly report as PDF bytes, drawn with jsPDF (docs/decisions/007-weekly-report-pdf.md) in its
 * standard Helvetica: two A4 pages, never more. jsPDF is imported the first time a report is built,
 * so the demo's backend chunk does not carry it until an owner downloads a report.
 */
import type { ReportContent } from './content'
import { drawPageOne } from './page-one'
import { drawPageTwo } from './page-two'
import { COLOURS, CONTENT_WIDTH, PAGE, Pen } from './pen'
import { toDrawable } from './text'

type JsPdfModule = typeof import('jspdf')

let loading: Promise<JsPdfModule> | null = null

/** jsPDF, loaded once; a failed load (a dropped network in the demo) is tried again next time. */
export function loadPdfLibrary(): Promise<JsPdfModule> {
  loading ??= import('jspdf').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

export const REPORT_PAGES = 2

export async function renderReportPdf(content: ReportContent, createdAt: number): Promise<Uint8Array> {
  const { jsPDF } = await loadPdfLibrary()
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true })
  const pen = new Pen(doc)
  doc.setProperties({
    title: toDrawable(`${content.business} – weekly report, ${content.weekLabel}`).text,
    subject: 'Weekly sales report',
    author: 'Selera',
    creator: 'Selera',
  })
  doc.setCreationDate(new Date(createdAt))
  drawPageOne(pen, content)
  doc.addPage('a4', 'portrait')
  drawPageTwo(pen, content)
  for (let page = 1; page <= REPORT_PAGES; page++) {
    doc.setPage(page)
    pen.line(PAGE.margin, PAGE.height - 36, PAGE.margin + CONTENT_WIDTH, PAGE.height - 36, COLOURS.rule, 0.4)
    pen.text(`Selera weekly report for ${content.business}, ${content.weekLabel}`, PAGE.margin, PAGE.height - 24, { size: 7.5, colour: COLOURS.muted, maxWidth: CONTENT_WIDTH - 70 })
    pen.text(`Page ${page} of ${REPORT_PAGES}`, PAGE.margin + CONTENT_WIDTH, PAGE.height - 24, { size: 7.5, colour: COLOURS.muted, align: 'right' })
  }
  return new Uint8Array(doc.output('arraybuffer'))
}
