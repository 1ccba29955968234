/**
 * Answers from the owner's uploaded documents (docs/product.md#chat): retrieval over the chunks the
 * ingest stored (backend/ingest/documents/), with an index kept per account (./kept-index.ts).
 */
export { documentAnswer, MAX_PASSAGES } from './answer'
export { isRelevant, searchDocuments, type DocumentHit, type SearchOptions } from './search'
export { SNIPPET_CHARS } from './snippet'
