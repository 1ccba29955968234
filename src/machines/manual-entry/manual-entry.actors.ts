import { fromApiPromise } from '../shared/api-actor'
import type { ManualEntry, UploadResponse } from '../../../kernel/contract'
import { uploadManualEntry } from '../../api/uploads'

/** `POST /upload` in manual mode (docs/product.md#api-calls): date, sales, emails as multipart text parts. */
export const submitManualEntry = fromApiPromise<UploadResponse, ManualEntry>(({ input, signal }) => uploadManualEntry(input, signal))
