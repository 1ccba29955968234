import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { listAssets, removeAsset, uploadAsset } from '../../backend/assets/assets'
import { listAssetTypes, requiredAssetTypes, validationStatus } from '../../backend/assets/asset-types'
import { apiError } from '../../backend/errors'
import { AssetUploadRequestSchema } from '../../kernel/contract'
import { answer, backendContext, json } from './respond'

/** The contract's refusal of a form, as the API words it: the field and what is wrong with it. */
async function readUpload(request: Request) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw apiError(422, 'Send the asset as a multipart form: asset_type_code, asset_metadata, asset_name and, for an image, file.')
  }
  const file = form.get('file')
  // A browser form with no file chosen sends an empty, unnamed file part: that is no file.
  const chosen = file !== null && typeof file !== 'string' && (file.size > 0 || file.name !== '') ? file : undefined
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const parsed = AssetUploadRequestSchema.safeParse({
    ...(chosen ? { file: chosen } : {}),
    asset_type_code: text('asset_type_code'),
    asset_metadata: text('asset_metadata') ?? '{}',
    asset_name: text('asset_name'),
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw apiError(422, `${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}`)
  }
  return { parsed: parsed.data, file: chosen ?? null }
}

/**
 * Brand assets (bearer, docs/product.md#company-assets): `GET /asset-types`,
 * `GET /asset-types/required` and `GET /assets/validation-status`
 * (`?template_type=social_media`, 422 otherwise), `POST /assets/upload` (multipart; 422 `{detail}`
 * for the spec's rules and content, 413 over 10MB), and Selera's `GET /assets` and
 * `DELETE /assets/{id}` (deviation 50).
 */
export function assetsHandlers(bases: MockBases): RequestHandler[] {
  const templateOf = (request: Request) => new URL(request.url).searchParams.get('template_type')
  return [
    http.get(`${bases.apiBase}/asset-types`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        await authenticate(ctx, request.headers.get('authorization'))
        return json(await listAssetTypes(ctx))
      }),
    ),
    http.get(`${bases.apiBase}/asset-types/required`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        await authenticate(ctx, request.headers.get('authorization'))
        return json(await requiredAssetTypes(ctx, templateOf(request)))
      }),
    ),
    http.get(`${bases.apiBase}/assets/validation-status`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await validationStatus(ctx, account.id, templateOf(request)))
      }),
    ),
    http.post(`${bases.apiBase}/assets/upload`, ({ request }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          const { parsed, file } = await readUpload(request)
          const upload = {
            file: file ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
            asset_type_code: parsed.asset_type_code,
            asset_metadata: JSON.parse(parsed.asset_metadata) as Record<string, string>,
            asset_name: parsed.asset_name,
          }
          return json(await uploadAsset(ctx, account.id, upload))
        },
        { mutates: true },
      ),
    ),
    http.get(`${bases.apiBase}/assets`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await listAssets(ctx, account.id, bases.apiBase))
      }),
    ),
    http.delete<{ id: string }>(`${bases.apiBase}/assets/:id`, ({ request, params }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          return json(await removeAsset(ctx, account.id, params.id))
        },
        { mutates: true },
      ),
    ),
  ]
}
