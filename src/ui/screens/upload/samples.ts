import { m } from '../../../i18n/messages'

/** A bundled sample export under `public/samples/` (demo mode only; the live build drops them). */
export interface SampleFile {
  /** The file name under `/samples/`: a copy of `mocks/fixtures/pos/<file>`. */
  file: string
  /** Read from the catalogue when the panel renders. */
  readonly label: string
}

/** A sample whose label is read from the catalogue when the panel renders, in the language of the moment. */
const sample = (file: string, label: () => string): SampleFile => ({
  file,
  get label() { return label() },
})

/** The demo's "Try a sample file" links: one export per POS the fake backend reads, and a document. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  sample('loyverse-receipts-by-item.csv', m.upload_sample_loyverse),
  sample('storehub-transactions.csv', m.upload_sample_storehub),
  sample('square-items-detail.xlsx', m.upload_sample_square),
  sample('toast-item-selection-details.csv', m.upload_sample_toast),
  sample('grabfood-transactions.csv', m.upload_sample_grabfood),
  sample('generic-sales.csv', m.upload_sample_generic),
  sample('kopi-selera-menu-notes.pdf', m.upload_sample_menuNotes),
]
