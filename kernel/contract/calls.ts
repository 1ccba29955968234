import './zod-config'
import type * as z from 'zod'
import { AuthValidateResponseSchema, GoalsResponseSchema, LeadRequestSchema, LeadResponseSchema } from './account'
import {
  AssetRemovedSchema,
  AssetsResponseSchema,
  AssetTypesResponseSchema,
  AssetUploadRequestSchema,
  AssetUploadResponseSchema,
  RequiredAssetTypesResponseSchema,
  ValidationStatusResponseSchema,
} from './assets'
import {
  ChatHistoryClearedSchema,
  ChatHistoryQuerySchema,
  ChatHistoryResponseSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  PromptAdviceRequestSchema,
  PromptAdviceResponseSchema,
} from './chat'
import { TemplateQuerySchema } from './common'
import { CompanyProfileRequestSchema, CompanyProfileResponseSchema, CompanyProfileUpdateResponseSchema } from './company-profile'
import { InsightsResponseSchema, MetricsResponseSchema, PeriodQuerySchema, ReportResponseSchema } from './dashboard'
import { GenerateImageRequestSchema, GenerateImageResponseSchema, GeneratedImagesResponseSchema } from './images'
import {
  SettingsResponseSchema,
  SettingsUpdateRequestSchema,
  SettingsUpdateResponseSchema,
  SubmissionRequestSchema,
  SubmissionResponseSchema,
} from './settings'
import { UploadRemovedSchema, UploadRequestSchema, UploadResponseSchema, UploadsResponseSchema } from './uploads'

/** Kept here rather than imported from http.ts, so the contract (which mocks/ imports) pulls in no client code. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface ApiCall {
  method: ApiMethod
  /** Relative to the API base, without the query string; `{name}` marks a path parameter (`/uploads/{id}`). */
  path: string
  /** Carries the bearer token. Only `GET /goals` and `POST /leads` do not (docs/product.md#roles-and-access). */
  auth: boolean
  summary: string
  /** The body: JSON unless `multipart` says the form parts (all text, files aside). */
  request?: z.ZodType
  multipart?: boolean
  /** The query string's parameters. */
  query?: z.ZodObject
  /** The 2xx answer. Absent when the call answers nothing worth a shape. */
  response?: z.ZodType
  /** Failures the call answers on purpose, besides the 401 of every protected call: what each status means. */
  errors?: Readonly<Record<number, string>>
  /** Why the call exists when the original API lacks it (docs/spec-deviations.md). */
  extension?: string
  /** Why the call takes query parameters the original API does not have (docs/spec-deviations.md). */
  queryExtension?: string
}

/** `?from&to` of the dashboard's reads: any period, not only the 30 days ending today. */
const PERIOD_QUERY = {
  query: PeriodQuerySchema,
  errors: { 400: 'A period it refuses: a day that is not one, one end without the other, from after to, over 366 days, before 1970, or a to after today in the account’s zone; `detail` says which' },
  queryExtension: 'from and to choose the period to read, local days in the account’s time zone, both included; without them, the 30 days ending today (docs/spec-deviations.md, deviation 31).',
} satisfies Partial<ApiCall>

/**
 * Every call of docs/product.md#api-calls (the auth service's own password sign-in excepted:
 * supabase-js owns that shape), plus Selera's documented extensions. The OpenAPI generator and the
 * contract tests read this.
 */
export const API_CALLS: readonly ApiCall[] = [
  { method: 'POST', path: '/leads', auth: false, summary: 'Leave a lead from the landing page (answer not read)', request: LeadRequestSchema, response: LeadResponseSchema },
  { method: 'POST', path: '/auth', auth: true, summary: 'Validate the access token with the backend (200 means accepted)', response: AuthValidateResponseSchema },
  { method: 'POST', path: '/upload', auth: true, summary: 'Upload a sales/POS file, or one manual entry', request: UploadRequestSchema, multipart: true, response: UploadResponseSchema },
  { method: 'GET', path: '/metrics', auth: true, summary: 'Sales metrics for the dashboard', response: MetricsResponseSchema, ...PERIOD_QUERY },
  { method: 'GET', path: '/insights', auth: true, summary: 'AI insights for the dashboard', response: InsightsResponseSchema, ...PERIOD_QUERY },
  { method: 'GET', path: '/report', auth: true, summary: 'Link to the weekly PDF report', response: ReportResponseSchema },
  { method: 'GET', path: '/settings', auth: true, summary: 'The owner’s settings', response: SettingsResponseSchema },
  { method: 'GET', path: '/goals', auth: false, summary: 'Business goals to choose from', response: GoalsResponseSchema },
  { method: 'PUT', path: '/settings', auth: true, summary: 'Save one settings section', request: SettingsUpdateRequestSchema, response: SettingsUpdateResponseSchema },
  { method: 'POST', path: '/requests', auth: true, summary: 'Submit a goal or a support request', request: SubmissionRequestSchema, response: SubmissionResponseSchema },
  { method: 'GET', path: '/company-profile', auth: true, summary: 'The company profile and client_id', response: CompanyProfileResponseSchema },
  { method: 'PUT', path: '/company-profile', auth: true, summary: 'Save the company profile', request: CompanyProfileRequestSchema, response: CompanyProfileUpdateResponseSchema },
  { method: 'GET', path: '/asset-types', auth: true, summary: 'Brand asset types and their metadata fields', response: AssetTypesResponseSchema },
  { method: 'GET', path: '/asset-types/required', auth: true, summary: 'Asset types a template needs', query: TemplateQuerySchema, response: RequiredAssetTypesResponseSchema },
  { method: 'GET', path: '/assets/validation-status', auth: true, summary: 'Whether the uploaded assets meet a template’s needs', query: TemplateQuerySchema, response: ValidationStatusResponseSchema },
  {
    method: 'POST',
    path: '/assets/upload',
    auth: true,
    summary: 'Upload one brand asset',
    request: AssetUploadRequestSchema,
    multipart: true,
    response: AssetUploadResponseSchema,
    errors: {
      400: 'A body that is not multipart',
      413: 'A file over 10MB',
      422: 'An unknown asset type, a missing file or required metadata, or a file that is not an image, PDF or Word document by its content; `detail` says which',
    },
  },
  {
    method: 'GET',
    path: '/assets',
    auth: true,
    summary: 'The signed-in owner’s brand assets, oldest first, each with a signed file URL',
    response: AssetsResponseSchema,
    extension: 'Lets the Company Assets panel list the owner’s assets after a reload (docs/spec-deviations.md, deviation 50).',
  },
  {
    method: 'DELETE',
    path: '/assets/{id}',
    auth: true,
    summary: 'Remove one brand asset and its file',
    response: AssetRemovedSchema,
    errors: { 404: 'No asset with this id among the signed-in owner’s (another owner’s id is answered the same way)' },
    extension: 'Removal survives a reload; the spec removes from the local list only (docs/spec-deviations.md, deviation 50).',
  },
  {
    method: 'GET',
    path: '/chat/history',
    auth: true,
    summary: 'Recent chat messages, oldest first',
    query: ChatHistoryQuerySchema,
    response: ChatHistoryResponseSchema,
    errors: { 422: 'A limit that is not a whole number from 1 to 100' },
  },
  {
    method: 'DELETE',
    path: '/chat/history',
    auth: true,
    summary: 'Clear the signed-in owner’s chat history',
    response: ChatHistoryClearedSchema,
    extension: 'Lets the chat screen’s clear-conversation clear the stored history too, so the next history load does not bring it back (docs/spec-deviations.md, deviation 47).',
  },
  {
    method: 'POST',
    path: '/chat',
    auth: true,
    summary: 'Ask the assistant (text answer or image preview)',
    request: ChatRequestSchema,
    response: ChatResponseSchema,
    errors: { 400: 'A body that is not JSON', 422: 'An empty or blank message, or a mode other than general and marketing; `detail` says which' },
  },
  {
    method: 'POST',
    path: '/get-prompt-advice',
    auth: true,
    summary: 'Suggest an image description',
    request: PromptAdviceRequestSchema,
    response: PromptAdviceResponseSchema,
    errors: { 400: 'A body that is not JSON', 422: 'No `user_input` text' },
  },
  { method: 'POST', path: '/generate-image', auth: true, summary: 'Generate a social-media image', request: GenerateImageRequestSchema, response: GenerateImageResponseSchema },
  { method: 'GET', path: '/generated-images', auth: true, summary: 'The gallery of generated images', response: GeneratedImagesResponseSchema },
  {
    method: 'GET',
    path: '/uploads',
    auth: true,
    summary: 'Past uploads (file and manual) and what was ingested',
    response: UploadsResponseSchema,
    extension: 'Lists past uploads, which the upload screen shows to the owner (docs/spec-deviations.md, deviation 7).',
  },
  {
    method: 'DELETE',
    path: '/uploads/{id}',
    auth: true,
    summary: 'Remove one upload and everything it stored (sales rows, day totals, document text)',
    response: UploadRemovedSchema,
    errors: { 404: 'No upload with this id among the signed-in owner’s (another owner’s id is answered the same way)' },
    extension: 'Lets the owner remove an upload from Recent uploads (docs/spec-deviations.md, deviation 30).',
  },
]

/** `METHOD /path`, the key the chaos knob and the docs use. */
export function callKey(call: Pick<ApiCall, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`
}

/** The names of a call's path parameters: `['id']` for `/uploads/{id}`. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
}

/** Whether a concrete path (`/uploads/u1`) is the call's path, each `{name}` standing for one segment. */
function pathMatches(template: string, path: string): boolean {
  const parts = template.split('/')
  const given = path.split('/')
  return parts.length === given.length && parts.every((part, i) => (/^\{\w+\}$/.test(part) ? given[i] !== '' : part === given[i]))
}

/** The call for a request; `path` may carry a query string and fills in the call's path parameters. */
export function findApiCall(method: ApiMethod, path: string): ApiCall | undefined {
  const bare = path.split('?')[0]!
  return API_CALLS.find((call) => call.method === method && pathMatches(call.path, bare))
}
