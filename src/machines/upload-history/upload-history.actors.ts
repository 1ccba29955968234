import { fromPromise } from 'xstate'
import type { UploadRecord } from '../../api/schemas'
import { listUploads } from '../../api/uploads'

/** `GET /uploads` (Selera's extension): the owner's past uploads, file and manual. */
export const listUploadsActor = fromPromise<UploadRecord[]>(({ signal }) => listUploads(signal))
