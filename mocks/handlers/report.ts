import { http, HttpResponse, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { reportedWeek, reportPath, weeklyReportPdf } from '../../backend/report/get-report'
import { answer, backendContext, json } from './respond'

/**
 * `GET /report` (bearer): `{ report_url, week }`, the weekly PDF's absolute URL and the week it
 * covers (`latest: false` when the last complete week has no sales and it is the latest earlier week
 * that has), or `{ report_url: null }` while no complete week has sales. The PDF itself needs the
 * bearer too: the client fetches it with its in-memory token and offers it under the name
 * `Content-Disposition` gives.
 */
export function reportHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/report`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        const week = await reportedWeek(ctx, account.id)
        if (!week) return json({ report_url: null })
        return json({ report_url: `${bases.apiBase}${reportPath(week.id)}`, week: { from: week.from, to: week.to, latest: week.latest } })
      }),
    ),
    http.get<{ file: string }>(`${bases.apiBase}/reports/:file`, ({ request, params }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        const week = /^weekly-(.+)\.pdf$/.exec(params.file)?.[1] ?? ''
        const { bytes, fileName } = await weeklyReportPdf(ctx, account.id, week)
        return new HttpResponse(bytes, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Length': String(bytes.byteLength),
            'Content-Disposition': `attachment; filename="${fileName}"`,
            'Access-Control-Expose-Headers': 'Content-Disposition',
            'Cache-Control': 'private, no-store',
          },
        })
      }),
    ),
  ]
}
