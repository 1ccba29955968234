import type { AnyActorRef } from 'xstate'
import { fromApiPromise } from '../shared/api-actor'
import type { DateOrder, UploadResponse } from '../../../kernel/contract'
import { uploadFile } from '../../api/uploads'

export interface UploadFileInput {
  file: File
  /** Hears `upload.progress` as the bytes go out: the machine that invoked this actor. */
  reportTo: AnyActorRef
  /** Read the file's dates in this order (the server's offer, taken); null: the server decides. */
  dateOrder?: DateOrder | null
}

/** The progress event this actor sends to `reportTo`. */
export interface UploadProgressEvent {
  type: 'upload.progress'
  /** Share of the body sent, 0 to 1. */
  fraction: number
}

/**
 * `POST /upload` in file mode. Leaving the `uploading` state stops this actor, which aborts its
 * signal, which aborts the XMLHttpRequest: that is how Cancel works.
 */
export const uploadFileActor = fromApiPromise<UploadResponse, UploadFileInput>(({ input, signal }) =>
  uploadFile(input.file, {
    signal,
    ...(input.dateOrder ? { dateOrder: input.dateOrder } : {}),
    onProgress: (fraction) => input.reportTo.send({ type: 'upload.progress', fraction } satisfies UploadProgressEvent),
  }),
)
