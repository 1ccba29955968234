import type { Driver } from '../driver'
import { REMOVAL_MESSAGES, uploadName } from '../../../src/ui/screens/upload/messages'
import type { UploadRecord } from '../../../kernel/contract'

/** The removal dialog's buttons (src/ui/components/dialog/confirm-dialog.tsx, src/ui/screens/upload/messages.ts). */
export const REMOVAL_LABELS = { confirm: REMOVAL_MESSAGES.confirm, busy: REMOVAL_MESSAGES.busy, cancel: 'Cancel' } as const

/** One gesture per upload-removal event, for Testing Library and Playwright alike. */
export const uploadRemovalGestures = {
  /** `removal.ask`: Remove on the upload named so in Recent uploads (its file name, or a manual entry's summary). */
  ask: (driver: Driver, upload: Pick<UploadRecord, 'file_name' | 'summary'>) => driver.click('button', `Remove ${uploadName(upload)}`),
  /** `removal.confirm`: the dialog's Remove upload. */
  confirm: (driver: Driver) => driver.click('button', REMOVAL_LABELS.confirm),
  /** `removal.cancel`: the dialog's Cancel. */
  cancel: (driver: Driver) => driver.click('button', REMOVAL_LABELS.cancel),
}
