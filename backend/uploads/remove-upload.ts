/**
 * `DELETE /uploads/{id}` (Selera's extension, docs/product.md#recent-uploads): an owner takes one of
 * their uploads back out, with everything it stored: its sales rows and day totals (the sales
 * store's removal moves the account's revision, so the dashboard and the weekly report kept for it
 * are computed again), its document chunks, and its record, which frees its name and content for a
 * new upload. Only the owner's own uploads: any other id, another owner's included, is 404.
 */
import type { UploadRemoved } from '../../kernel/contract'
import { refreshRollups } from '../analytics/rollups/kept'
import type { BackendContext } from '../context'
import { apiError } from '../errors'

/**
 * `refresh: false` when the caller stores more right after (a new reading of a file, a manual day
 * replaced) and brings the rollups up to date itself, once.
 */
export async function removeUpload(ctx: BackendContext, accountId: string, uploadId: string, { refresh = true }: { refresh?: boolean } = {}): Promise<UploadRemoved> {
  const { store } = ctx
  const record = await store.uploads.find({ id: uploadId, account_id: accountId })
  if (!record) throw apiError(404, 'There is no such upload among yours. It may have been removed already.')
  // The data first and the record last: a failure in between leaves the upload listed, to remove again.
  const { rows, days } = await store.sales.removeUpload(accountId, uploadId)
  const chunks = await store.documentChunks.findAll({ account_id: accountId, upload_id: uploadId }, [['seq', 'asc']])
  for (const chunk of chunks) await store.documentChunks.remove(chunk.id)
  await store.uploads.remove(uploadId)
  if (refresh) await refreshRollups(ctx, accountId)
  return { id: record.id, file_name: record.file_name, kind: record.kind, rows, days, chunks: chunks.length, from: record.from, to: record.to }
}
