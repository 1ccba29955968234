/** Reading the API's multipart forms: the upload's and the brand asset's, refused in the contract's words. */
import { AssetUploadRequestSchema } from '../../kernel/contract'
import type { AssetUploadInput } from '../assets/assets'
import { apiError } from '../errors'

/** A body that is not a form carries none of the form's parts: refused as `missing` says. */
export async function readUploadForm(request: Request, missing: string): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw apiError(400, missing)
  }
}

/** A text part; null when absent; a file sent in its place is refused. */
export function textPart(form: FormData, name: string): string | null {
  const value = form.get(name)
  if (value === null || typeof value === 'string') return value
  throw apiError(400, `The ${name} field must be text, not a file.`)
}

/** `POST /assets/upload`: the contract's refusal of a form, as the API words it: the field and what is wrong with it. */
export async function readAssetUpload(request: Request): Promise<AssetUploadInput> {
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
  return {
    file: chosen ? { name: chosen.name, bytes: new Uint8Array(await chosen.arrayBuffer()) } : null,
    asset_type_code: parsed.data.asset_type_code,
    asset_metadata: JSON.parse(parsed.data.asset_metadata) as Record<string, string>,
    asset_name: parsed.data.asset_name,
  }
}
