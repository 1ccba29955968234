import type { SnapshotFrom } from 'xstate'
import type { UploadResponse } from '../../../../kernel/contract'
import type { manualEntryMachine } from '../../../machines/manual-entry/manual-entry.machine'
import { conflictMessage, duplicateMessage, LINK_TEXT, MANUAL_TEXT, notCompletedMessage, REMOVAL_MESSAGES, removedMessage, tooLargeMessage, UPLOAD_MESSAGES } from './messages'
import type { uploadMachine } from '../../../machines/upload/upload.machine'
import type { uploadRemovalMachine } from '../../../machines/upload-history/upload-removal.machine'
import type { Banner } from './live-messages'

/** What the server said it did, and its advice when it gave any. */
function serverWords(answer: UploadResponse | null): string | null {
  const words = [answer?.message, answer?.suggestion].map((part) => part?.trim()).filter(Boolean)
  return words.length > 0 ? words.join(' ') : null
}

/** What a stored upload or entry links to: the dashboard it changed (its words read when the banner is built). */
const dashboardLink = () => ({ to: '/dashboard', label: LINK_TEXT.viewDashboard })

type UploadSnapshot = SnapshotFrom<typeof uploadMachine>
type ManualSnapshot = SnapshotFrom<typeof manualEntryMachine>
type RemovalSnapshot = SnapshotFrom<typeof uploadRemovalMachine>

/**
 * What the file panel says in each state of the upload machine (docs/product.md#upload-messages).
 * The second line is the server's: what it understood, or what to do about a refusal.
 */
export function uploadBanner(state: UploadSnapshot): Banner | null {
  const { answer, refused, detail } = state.context
  if (state.matches({ noFile: 'needsFile' })) return { tone: 'error', text: UPLOAD_MESSAGES.noFile }
  if (state.matches({ noFile: 'unsupported' })) return { tone: 'error', text: UPLOAD_MESSAGES.unsupported }
  if (state.matches({ noFile: 'tooLarge' }) && refused) return { tone: 'error', text: tooLargeMessage(refused) }
  if (state.matches({ noFile: 'completed' }) || state.matches({ noFile: 'datesAssumed' })) return { tone: 'success', text: UPLOAD_MESSAGES.completed, detail: serverWords(answer), details: answer?.details ?? null, link: dashboardLink() }
  if (state.matches({ selected: 'duplicate' }) && answer) return { tone: 'warning', text: duplicateMessage(answer) }
  if (state.matches({ selected: 'conflict' }) && answer) return { tone: 'warning', text: conflictMessage(answer) }
  if (state.matches({ selected: 'rejected' }) && answer) return { tone: 'error', text: notCompletedMessage(answer), detail: answer.suggestion ?? null }
  if (state.matches({ selected: 'failed' })) return { tone: 'error', text: UPLOAD_MESSAGES.failed, detail }
  if (state.matches({ selected: 'cancelled' })) return { tone: 'info', text: UPLOAD_MESSAGES.cancelled }
  return null
}

/** What the manual form says (docs/product.md#manual-entry); the server's own words, when it sent any, go under it. */
export function manualBanner(state: ManualSnapshot): Banner | null {
  const { answer, detail } = state.context
  if (state.matches('success')) return { tone: 'success', text: MANUAL_TEXT.success, detail: serverWords(answer), link: dashboardLink() }
  if (state.matches('error')) return { tone: 'error', text: MANUAL_TEXT.failure, detail: answer?.message ?? detail }
  return null
}


/** What the recent uploads say after a removal (docs/product.md#recent-uploads): what went, or that nothing did and why. */
export function removalBanner(state: RemovalSnapshot): Banner | null {
  const { removed, detail } = state.context
  if (state.matches('removed') && removed) return { tone: 'success', text: removedMessage(removed) }
  if (state.matches('failed')) return { tone: 'error', text: REMOVAL_MESSAGES.failed, detail }
  return null
}
