/**
 * The API's routes: one for every call of the contract (`API_CALLS` in kernel/contract), keyed by
 * its method and path, and the files and reports the answers link to. `app.ts` mounts them; a test
 * holds this table and the contract to each other, the authentication included.
 */
import { getCompanyProfile, saveCompanyProfile, UNREADABLE_PROFILE } from '../accounts/company-profile'
import { listGoals } from '../accounts/goals'
import { createLead } from '../accounts/leads'
import { REQUEST_MESSAGES, submitRequest } from '../accounts/requests'
import { acceptSession, getSettings, saveSettings, SETTINGS_MESSAGES } from '../settings/settings'
import { getInsights } from '../analytics/get-insights'
import { getMetrics } from '../analytics/get-metrics'
import { listAssetTypes, requiredAssetTypes, validationStatus } from '../assets/asset-types'
import { listAssets, removeAsset, uploadAsset } from '../assets/assets'
import { CHAT_MESSAGES, postChat, readChatRequest, readHistoryLimit, readPromptAdviceRequest } from '../assistant/chat'
import { chatHistoryWithImages, clearChat } from '../assistant/history'
import { promptAdvice } from '../assistant/marketing'
import { withTransaction } from '../context'
import { apiError } from '../errors'
import { openSignedFile, type FileKind } from '../files/signed-url'
import { generatedImages } from '../images/gallery'
import { generateImage } from '../images/generate'
import type { ImageComposer } from '../images/types'
import { reportedWeek, reportPath, weeklyReportPdf } from '../report/get-report'
import { uploadManualEntry } from '../uploads/manual-entry'
import { listUploads } from '../uploads/records'
import { removeUpload } from '../uploads/remove-upload'
import { readDateOrder, uploadFile } from '../uploads/upload-file'
import { readAssetUpload, readUploadForm, textPart } from './forms'
import { answerWhenDone, bytesBody, json, readJson } from './respond'
import { open, owner, type Route, type RouteInput } from './route'
import type { Ingest } from '../uploads/ingest'

/** What the API needs from its host besides a request's context: the image composer (loaded on first use). */
export interface ApiServices {
  composer: () => Promise<ImageComposer>
  /** How uploads are parsed: the server's worker thread; the domain's own runner when not given. */
  ingest?: Ingest
}

const NO_FILE = 'Please select a file.'
const query = ({ url }: RouteInput) => Object.fromEntries(url.searchParams)
const templateOf = ({ url }: RouteInput) => url.searchParams.get('template_type')

/** The routes of the contract's calls, by `METHOD /path` as `API_CALLS` writes them. */
export function apiRoutes(services: ApiServices): Readonly<Record<string, Route>> {
  return {
    'POST /leads': open(async ({ ctx, request }) => createLead(ctx, await readJson(request, apiError(400, 'Body is not valid JSON'))), { status: 201 }),
    'GET /goals': open(({ ctx }) => listGoals(ctx)),
    // `POST /auth`: the answer carries the account's saved preferences, which the app takes on at sign-in (spec-deviations row 46).
    'POST /auth': owner(({ ctx, caller }) => acceptSession(ctx, caller), { makesAccount: true }),

    'GET /settings': owner(({ ctx, accountId }) => getSettings(ctx, accountId)),
    'PUT /settings': owner(async ({ ctx, accountId, caller, request }) => saveSettings(ctx, accountId, caller.claims.session_id, await readJson(request, apiError(400, SETTINGS_MESSAGES.unreadable)))),
    'GET /company-profile': owner(({ ctx, accountId }) => getCompanyProfile(ctx, accountId)),
    'PUT /company-profile': owner(async ({ ctx, accountId, request }) => saveCompanyProfile(ctx, accountId, await readJson(request, apiError(400, UNREADABLE_PROFILE)))),
    'POST /requests': owner(async ({ ctx, accountId, request }) => submitRequest(ctx, accountId, await readJson(request, apiError(400, REQUEST_MESSAGES.unreadable)))),

    /*
     * A file, once its parts are accepted, is answered at once and its result follows when it has
     * been read (`answerWhenDone`): the screen's progress reaches 100 % when the file has arrived,
     * not when it has been read. A browser form with no file chosen sends an empty, unnamed file
     * part: that is "no file" too. The upload stores what it read in its own transaction.
     */
    'POST /upload': owner(
      async ({ ctx, accountId, request, failed }) => {
        const form = await readUploadForm(request, NO_FILE)
        const file = form.get('file')
        if (file !== null && typeof file !== 'string' && (file.size > 0 || file.name !== '')) {
          const dateOrder = textPart(form, 'date_order')
          readDateOrder(dateOrder)
          const bytes = new Uint8Array(await file.arrayBuffer())
          // A failure once the answer began goes to the host's handler of failures (its log), if it has one.
          const report = failed ? (error: unknown) => void failed(error) : undefined
          return answerWhenDone(() => uploadFile(ctx, accountId, { name: file.name, mime: file.type || null, bytes, dateOrder }, services.ingest), report)
        }
        if (['date', 'sales', 'emails', 'orders', 'mode'].some((name) => form.has(name))) {
          const part = (name: string) => textPart(form, name)
          const entry = { date: part('date'), sales: part('sales'), emails: part('emails'), orders: part('orders'), mode: part('mode') }
          return withTransaction(ctx, (tx) => uploadManualEntry(tx, accountId, entry))
        }
        throw apiError(400, NO_FILE)
      },
      { ownTransaction: true },
    ),
    'GET /uploads': owner(({ ctx, accountId }) => listUploads(ctx, accountId)),
    'DELETE /uploads/{id}': owner(({ ctx, accountId, params }) => removeUpload(ctx, accountId, params.id ?? '')),

    'GET /metrics': owner((input) => getMetrics(input.ctx, input.accountId, query(input))),
    'GET /insights': owner((input) => getInsights(input.ctx, input.accountId, query(input))),
    // The weekly PDF's absolute URL and the week it covers, or `{ report_url: null }` while no complete week has sales.
    'GET /report': owner(async ({ ctx, accountId, apiBase }) => {
      const week = await reportedWeek(ctx, accountId)
      if (!week) return { report_url: null }
      return { report_url: `${apiBase}${reportPath(week.id)}`, week: { from: week.from, to: week.to, latest: week.latest } }
    }),

    'GET /chat/history': owner(async ({ ctx, accountId, url, apiBase }) => ({ messages: await chatHistoryWithImages(ctx, accountId, readHistoryLimit(url.searchParams), apiBase) })),
    'DELETE /chat/history': owner(({ ctx, accountId }) => clearChat(ctx, accountId)),
    'POST /chat': owner(async ({ ctx, accountId, request }) => postChat(ctx, accountId, readChatRequest(await readJson(request, apiError(400, CHAT_MESSAGES.unreadable))))),
    'POST /get-prompt-advice': owner(async ({ ctx, accountId, request }) => promptAdvice(ctx, accountId, readPromptAdviceRequest(await readJson(request, apiError(400, CHAT_MESSAGES.unreadable))))),

    'GET /asset-types': owner(({ ctx }) => listAssetTypes(ctx)),
    'GET /asset-types/required': owner((input) => requiredAssetTypes(input.ctx, templateOf(input))),
    'GET /assets/validation-status': owner((input) => validationStatus(input.ctx, input.accountId, templateOf(input))),
    'POST /assets/upload': owner(async ({ ctx, accountId, request }) => uploadAsset(ctx, accountId, await readAssetUpload(request))),
    'GET /assets': owner(({ ctx, accountId, apiBase }) => listAssets(ctx, accountId, apiBase)),
    'DELETE /assets/{id}': owner(({ ctx, accountId, params }) => removeAsset(ctx, accountId, params.id ?? '')),

    'POST /generate-image': owner(async ({ ctx, accountId, request, apiBase }) => {
      const body = await readJson(request, apiError(422, 'The request could not be read: send it as JSON.'))
      const result = await generateImage(ctx, accountId, body, await services.composer(), apiBase)
      return json(result.body, result.status)
    }),
    'GET /generated-images': owner(({ ctx, accountId, apiBase }) => generatedImages(ctx, accountId, apiBase)),
  }
}

const signedFile = (kind: FileKind): Route =>
  open(async ({ ctx, params, url }) => {
    const file = await openSignedFile(ctx, kind, params.file ?? '', url.searchParams)
    return new Response(bytesBody(file.bytes), { status: 200, headers: file.headers })
  })

/**
 * The files the answers link to, outside the contract's calls: an asset's or a generated image's
 * file behind its signed URL, and the weekly PDF, which needs the bearer too (the client fetches it
 * with its in-memory token and offers it under the name `Content-Disposition` gives).
 */
export const FILE_ROUTES: Readonly<Record<string, Route>> = {
  'GET /files/assets/{file}': signedFile('assets'),
  'GET /files/images/{file}': signedFile('images'),
  'GET /reports/{file}': owner(async ({ ctx, accountId, params }) => {
    const week = /^weekly-(.+)\.pdf$/.exec(params.file ?? '')?.[1] ?? ''
    const { bytes, fileName } = await weeklyReportPdf(ctx, accountId, week)
    return new Response(bytesBody(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
        'Cache-Control': 'private, no-store',
      },
    })
  }),
}
