import { fromApiPromise } from '../shared/api-actor'
import type { Id, UploadRemoved } from '../../../kernel/contract'
import { listUploads, removeUpload, type UploadList } from '../../api/uploads'

/** `GET /uploads` (Selera's extension): the owner's past uploads, file and manual, and the account's currency. */
export const listUploadsActor = fromApiPromise<UploadList>(({ signal }) => listUploads(signal))

/** `DELETE /uploads/{id}` (Selera's extension): one upload out, with everything it stored. */
export const removeUploadActor = fromApiPromise<UploadRemoved, Id>(({ input, signal }) => removeUpload(input, signal))
