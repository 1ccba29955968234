/**
 * Tabular POS exports (CSV, delimited TXT, XLSX rows) for the upload dispatcher. Pure TypeScript with
 * no Node-only API and no `eval`, so the same code runs inline under Node and in the browser's
 * module Web Worker.
 */
export { type Delimiter, type DelimitedTable, looksTabular, parseDelimited } from './delimited'
export { type IngestTableOptions, ingestTable } from './ingest-table'
