import type { Driver } from '../driver'
import type { FilePayload, UploadDriver } from './upload'

/** The chat screen's visible labels and button names (src/ui/screens/chat/), in English. */
export const CHAT_LABELS = {
  title: 'AI Business Assistant',
  message: 'Message',
  send: 'Send',
  clear: 'Clear conversation',
  cancel: 'Cancel',
  conversation: 'Conversation',
  examples: 'Example questions',
  attach: 'Attach files',
  tray: 'Attached files',
  uploadAll: 'Upload All',
  clearAll: 'Clear All',
  modes: { general: 'General', marketing: 'Marketing' },
  assets: 'Brand assets',
} as const

/** One gesture per chat event, for Testing Library and Playwright alike. */
export const chatGestures = {
  /** `draft.change`: the owner types the message (replacing what was there). */
  type: (driver: Driver, text: string) => driver.fill(CHAT_LABELS.message, text),
  /** `message.send` by keyboard: Enter in the message box (clicked into first: the focus may be on the mode switch). */
  pressEnter: (driver: Driver) => driver.pressIn(CHAT_LABELS.message, 'Enter'),
  /** `message.send` by the Send button. */
  send: (driver: Driver) => driver.click('button', CHAT_LABELS.send),
  /** `example.send`: one of the welcome's questions. */
  example: (driver: Driver, question: string) => driver.click('button', question),
  /** `mode.set`. */
  mode: (driver: Driver, mode: keyof typeof CHAT_LABELS.modes) => driver.click('button', CHAT_LABELS.modes[mode]),
  /** `conversation.clear`, then the dialog's `clear.confirm` (the same words) or `clear.cancel`. */
  clear: (driver: Driver) => driver.click('button', CHAT_LABELS.clear),
  confirmClear: (driver: Driver) => driver.click('button', CHAT_LABELS.clear),
  cancelClear: (driver: Driver) => driver.click('button', CHAT_LABELS.cancel),
  /** `files.attach`: the files chosen in the attach dialog ("All files"). */
  attach: async (driver: UploadDriver, files: readonly FilePayload[]) => {
    for (const file of files) await driver.chooseFile(CHAT_LABELS.attach, file)
  },
  /** `file.remove`: the remove button beside a file of the tray. */
  remove: (driver: Driver, fileName: string) => driver.click('button', `Remove ${fileName}`),
  /** `files.upload`. */
  uploadAll: (driver: Driver) => driver.click('button', CHAT_LABELS.uploadAll),
  /** `assets.open`: the header's 'Brand assets' (a preview card's 'Upload Missing Assets' opens it too). */
  openAssets: (driver: Driver) => driver.click('button', CHAT_LABELS.assets),
  /** `files.clear`. */
  clearAll: (driver: Driver) => driver.click('button', CHAT_LABELS.clearAll),
}
