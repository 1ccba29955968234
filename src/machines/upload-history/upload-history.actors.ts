import { fromApiPromise } from '../shared/api-actor'
import type { UploadRecord } from '../../api/schemas'
import { listUploads } from '../../api/uploads'

/** `GET /uploads` (Selera's extension): the owner's past uploads, file and manual. */
export const listUploadsActor = fromApiPromise<UploadRecord[]>(({ signal }) => listUploads(signal))
