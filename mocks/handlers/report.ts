import { http, HttpResponse, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { currentReportWeek, reportPath, weeklyReportPdf } from '../../backend/report/get-report'
import { answer, backendContext, json } from './respond'

/**
 * `GET /report` (bearer): `{ report_url }`, the weekly PDF's absolute URL, or null before there is a
 * complete week of data. The PDF itself needs the bearer too: the client fetches it with its
 * in-memory token and offers it under the name `Content-Disposition` gives.
 */
export function reportHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/report`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        const week = currentReportWeek(ctx, account.id)
        return json({ report_url: week ? `${bases.apiBase}${reportPath(week)}` : null })
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
