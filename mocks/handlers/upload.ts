import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { apiError } from '../../backend/errors'
import { uploadManualEntry } from '../../backend/uploads/manual-entry'
import { readDateOrder, uploadFile } from '../../backend/uploads/upload-file'
import { answer, answerWhenDone, backendContext, json } from './respond'

const NO_FILE = 'Please select a file.'

/** A body that is not a form carries neither a file nor the manual fields: the same answer as an empty form. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw apiError(400, NO_FILE)
  }
}

/** A manual field's text; null when absent; a file sent in its place is refused. */
function textPart(form: FormData, name: string): string | null {
  const value = form.get(name)
  if (value === null || typeof value === 'string') return value
  throw apiError(400, `The ${name} field must be text, not a file.`)
}

/**
 * `POST /upload` (bearer, multipart, docs/product.md#api-calls): a `file` part is a file upload
 * (with Selera's `date_order`); otherwise `date`, `sales`, `emails` (and Selera's `orders` and `mode`) are a manual entry. A browser form with no file chosen
 * sends an empty, unnamed file part: that is "no file" too. A file, once its parts are accepted,
 * is answered at once and its result follows when it has been read (`answerWhenDone`): the
 * screen's progress reaches 100 % when the file has arrived, not when it has been read.
 */
export function uploadHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.post(`${bases.apiBase}/upload`, ({ request }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          const form = await readForm(request)
          const file = form.get('file')
          if (file !== null && typeof file !== 'string' && (file.size > 0 || file.name !== '')) {
            const dateOrder = textPart(form, 'date_order')
            readDateOrder(dateOrder)
            const bytes = new Uint8Array(await file.arrayBuffer())
            return answerWhenDone(() => uploadFile(ctx, account.id, { name: file.name, mime: file.type || null, bytes, dateOrder }), { mutates: true })
          }
          if (['date', 'sales', 'emails', 'orders', 'mode'].some((name) => form.has(name))) {
            const part = (name: string) => textPart(form, name)
            return json(await uploadManualEntry(ctx, account.id, { date: part('date'), sales: part('sales'), emails: part('emails'), orders: part('orders'), mode: part('mode') }))
          }
          throw apiError(400, NO_FILE)
        },
        { mutates: true },
      ),
    ),
  ]
}
