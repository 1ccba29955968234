import { fromApiPromise } from '../shared/api-actor'
import type { Id, UploadRecord, UploadRemoved } from '../../api/schemas'
import { listUploads, removeUpload } from '../../api/uploads'

/** `GET /uploads` (Selera's extension): the owner's past uploads, file and manual. */
export const listUploadsActor = fromApiPromise<UploadRecord[]>(({ signal }) => listUploads(signal))

/** `DELETE /uploads/{id}` (Selera's extension): one upload out, with everything it stored. */
export const removeUploadActor = fromApiPromise<UploadRemoved, Id>(({ input, signal }) => removeUpload(input, signal))
