import { http, HttpResponse, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { apiError } from '../../backend/errors'
import { openSignedFile, type FileKind } from '../../backend/files/signed-url'
import { generatedImages } from '../../backend/images/gallery'
import { generateImage } from '../../backend/images/generate'
import { imageComposer } from '../composer'
import { answer, backendContext, json, readJson } from './respond'

const UNREADABLE = apiError(422, 'The request could not be read: send it as JSON.')

/**
 * Images (docs/product.md#image-generation): `POST /generate-image` (bearer; 200 with the image
 * or blocked, 422 `{detail}` for a request the contract refuses, 403 for another business's
 * client_id, 500 `{success: false, error}` when the composer fails), `GET /generated-images`
 * (bearer), and the signed file URLs (deviation 51), which need no bearer: `GET /files/assets/{id}`
 * and `GET /files/images/{id}.png`, 403 `{detail}` for a bad or expired signature.
 */
export function imagesHandlers(bases: MockBases): RequestHandler[] {
  const serveFile = (kind: FileKind) =>
    http.get<{ file: string }>(`${bases.apiBase}/files/${kind}/:file`, ({ request, params }) =>
      answer(async () => {
        const file = await openSignedFile(backendContext(), kind, params.file, new URL(request.url).searchParams)
        return new HttpResponse(file.bytes, { status: 200, headers: file.headers })
      }),
    )
  return [
    http.post(`${bases.apiBase}/generate-image`, ({ request }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          const body = await readJson(request, UNREADABLE)
          const result = await generateImage(ctx, account.id, body, await imageComposer(), bases.apiBase)
          return json(result.body, result.status)
        },
        { mutates: true },
      ),
    ),
    http.get(`${bases.apiBase}/generated-images`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await generatedImages(ctx, account.id, bases.apiBase))
      }),
    ),
    serveFile('assets'),
    serveFile('images'),
  ]
}
