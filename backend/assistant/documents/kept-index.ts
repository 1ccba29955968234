/**
 * The search index of an account's document chunks, kept with the account's data: built once, then
 * brought up to date before each search by what changed since (the chunks of a document uploaded
 * since are added, those of a document removed are discarded), never rebuilt per question. No hook
 * in the upload code is needed: the account's upload records say which documents it holds now, so
 * the index also follows a removal, a demo reset, a reload of stored data or another tab's upload.
 *
 * An upload is known by its id and what identifies its content (time, content hash, chunk count): a
 * reset that brings back an id with other content is read again. Discarded chunks leave the results
 * at once; MiniSearch vacuums their postings later, in small batches.
 *
 * Keyed by the sales storage's `cacheKey` (a WeakMap; a transaction's view has the same), so a test
 * database or a reset store never sees another's.
 */
import MiniSearch from 'minisearch'
import type { DocumentFormat } from '../../ingest/documents/document'
import type { DocumentChunkRecord, Store, UploadRow } from '../../store'
import { FUZZINESS, matchesLoosely, searchTerms } from './terms'

/** What the index holds of a chunk: the text searched and quoted, the document's name searched too. */
export interface IndexedChunk {
  id: string
  uploadId: string
  seq: number
  text: string
  /** The file name: owners name their documents ("according to the SOP", "the supplier's list"). */
  file: string
}

export type StoredChunk = Pick<IndexedChunk, 'uploadId' | 'seq' | 'text'>

interface KeptUpload {
  signature: string
  fileName: string
  chunkIds: string[]
}

export interface AccountIndex {
  search: MiniSearch<IndexedChunk>
  /** The document uploads it holds, by upload id. */
  uploads: Map<string, KeptUpload>
}

/** Every format a document upload is stored with (a new one fails to compile here until listed). */
const DOCUMENT_FORMATS: Record<DocumentFormat, true> = { 'PDF document': true, 'Word document': true, 'Text document': true }

/** A name matched in a question counts less than the text: it says which document, not what it says. */
const FILE_NAME_BOOST = 0.5

const stores = new WeakMap<object, Map<string, AccountIndex>>()
let constructed = 0

/** How many indexes were built since the module loaded: a search that builds none read a kept one. */
export function indexesBuilt(): number {
  return constructed
}

export function isDocumentUpload(upload: UploadRow): boolean {
  return upload.kind === 'file' && Object.hasOwn(DOCUMENT_FORMATS, upload.format)
}

function newIndex(): MiniSearch<IndexedChunk> {
  constructed += 1
  return new MiniSearch<IndexedChunk>({
    fields: ['text', 'file'],
    storeFields: ['uploadId', 'seq', 'text'],
    // One tokeniser for chunks, names and questions (./terms.ts); it already normalises each term.
    tokenize: (text) => searchTerms(text),
    processTerm: (term) => term,
    searchOptions: {
      boost: { file: FILE_NAME_BOOST },
      prefix: (term) => matchesLoosely(term),
      fuzzy: (term) => (matchesLoosely(term) ? FUZZINESS : false),
      combineWith: 'OR',
    },
  })
}

/**
 * The chunks of the uploads to index: one query per upload when a document or two arrived, one
 * query for all the account's chunks when the whole library is read (a new store, a reload).
 */
async function chunksOfUploads(store: Store, accountId: string, fresh: readonly UploadRow[]): Promise<Map<string, DocumentChunkRecord[]>> {
  if (fresh.length < 3) {
    const lists = await Promise.all(fresh.map((upload) => store.documentChunks.findAll({ account_id: accountId, upload_id: upload.id }, [['seq', 'asc']])))
    return new Map(fresh.map((upload, index) => [upload.id, lists[index]!]))
  }
  const wanted = new Set(fresh.map((upload) => upload.id))
  const byUpload = new Map<string, DocumentChunkRecord[]>()
  for (const chunk of await store.documentChunks.findAll({ account_id: accountId }, [['upload_id', 'asc'], ['seq', 'asc']])) {
    if (!wanted.has(chunk.upload_id)) continue
    const list = byUpload.get(chunk.upload_id)
    if (list) list.push(chunk)
    else byUpload.set(chunk.upload_id, [chunk])
  }
  return byUpload
}

function signatureOf(upload: UploadRow): string {
  return [upload.uploaded_at, upload.content_hash ?? '', upload.chunks].join('|')
}

/** The account's index, with the documents it holds now: the ones added or removed since the last search brought in or out. */
export async function accountIndex(store: Store, accountId: string): Promise<AccountIndex> {
  let accounts = stores.get(store.sales.cacheKey)
  if (!accounts) stores.set(store.sales.cacheKey, (accounts = new Map<string, AccountIndex>()))
  let kept = accounts.get(accountId)
  if (!kept) accounts.set(accountId, (kept = { search: newIndex(), uploads: new Map<string, KeptUpload>() }))
  const { search, uploads } = kept

  const current = new Set<string>()
  const fresh: UploadRow[] = []
  for (const upload of await store.uploads.findAll({ account_id: accountId }, [['uploaded_at', 'asc']])) {
    if (!isDocumentUpload(upload)) continue
    current.add(upload.id)
    const held = uploads.get(upload.id)
    if (held?.signature === signatureOf(upload)) continue
    if (held) search.discardAll(held.chunkIds)
    fresh.push(upload)
  }
  const chunksOf = await chunksOfUploads(store, accountId, fresh)
  for (const upload of fresh) {
    const file = upload.file_name ?? ''
    const chunks = (chunksOf.get(upload.id) ?? []).map((chunk): IndexedChunk => ({ id: chunk.id, uploadId: upload.id, seq: chunk.seq, text: chunk.text, file }))
    search.addAll(chunks)
    uploads.set(upload.id, { signature: signatureOf(upload), fileName: file, chunkIds: chunks.map((chunk) => chunk.id) })
  }
  for (const [uploadId, held] of uploads) {
    if (current.has(uploadId)) continue
    search.discardAll(held.chunkIds)
    uploads.delete(uploadId)
  }
  return kept
}
