/** A bundled sample export under `public/samples/` (demo mode only; the live build drops them). */
export interface SampleFile {
  /** The file name under `/samples/`: a copy of `mocks/fixtures/pos/<file>`. */
  file: string
  label: string
}

/** The demo's "Try a sample file" links: one export per POS the fake backend reads, and a document. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  { file: 'loyverse-receipts-by-item.csv', label: 'Loyverse receipts (CSV)' },
  { file: 'storehub-transactions.csv', label: 'StoreHub transactions (CSV)' },
  { file: 'square-items-detail.xlsx', label: 'Square items (Excel)' },
  { file: 'toast-item-selection-details.csv', label: 'Toast items (CSV)' },
  { file: 'grabfood-transactions.csv', label: 'GrabFood transactions (CSV)' },
  { file: 'generic-sales.csv', label: 'Any sales sheet (CSV)' },
  { file: 'kopi-selera-menu-notes.pdf', label: 'Menu notes (PDF)' },
]
