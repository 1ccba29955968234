import type { Page } from '@playwright/test'
import type { UserEvent } from '@testing-library/user-event'
import type { Driver } from '../driver'

/** The upload screen's visible labels and button names (src/ui/screens/upload/file-panel.tsx). */
export const UPLOAD_LABELS = {
  fileInput: 'Choose a file',
  upload: 'Upload file',
  uploading: 'Uploading...',
  cancel: 'Cancel upload',
  progress: 'Upload progress',
  filePanel: 'Upload a file',
  history: 'Recent uploads',
  retry: 'Try again',
} as const

/** A file as both drivers can hand it to the page: bytes and a name, or a path on disk (Playwright). */
export type FilePayload = { name: string; mimeType: string; contents: string | Uint8Array } | { path: string }

/** Choosing a file needs more than the shared Driver: the real file dialog, or a drop on the zone. */
export interface FileDriver {
  /** Chooses the file in the browse dialog of the file input labelled `label` (any type: "All files"). */
  chooseFile(label: string, file: FilePayload): Promise<void>
}

export type UploadDriver = Driver & FileDriver

/**
 * Testing Library: user-event's `upload` with `applyAccept: false`, as a person who switches the
 * dialog's filter to "All files" (the dialog's filter is no check: the machine is).
 */
export function rtlFileDriver(driver: Driver, user: UserEvent, findInput: (label: string) => HTMLElement): UploadDriver {
  return {
    ...driver,
    async chooseFile(label, file) {
      if ('path' in file) throw new Error('Under jsdom, give the file as bytes, not a path')
      const contents = typeof file.contents === 'string' ? file.contents : new Uint8Array(file.contents)
      await user.upload(findInput(label), new File([contents], file.name, { type: file.mimeType }))
    },
  }
}

/** Playwright: `setInputFiles` on the labelled input (it ignores `accept`, like "All files"). */
export function playwrightFileDriver(driver: Driver, page: Page): UploadDriver {
  return {
    ...driver,
    async chooseFile(label, file) {
      const input = page.getByLabel(label, { exact: true })
      if ('path' in file) await input.setInputFiles(file.path)
      else await input.setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.contents) })
    },
  }
}

/** One gesture per upload event, for Testing Library and Playwright alike. */
export const uploadGestures = {
  /** `file.select`: the owner chooses a file in the browse dialog. */
  select: (driver: UploadDriver, file: FilePayload) => driver.chooseFile(UPLOAD_LABELS.fileInput, file),
  /** `upload.reread`: the button under a stored upload that reads its dates the other way (its name says which). */
  reread: (driver: UploadDriver, name: string) => driver.click('button', name),
  /** `file.remove`: the Remove button beside the chosen file. */
  remove: (driver: UploadDriver, fileName: string) => driver.click('button', `Remove ${fileName}`),
  /** `upload.start`. */
  start: (driver: UploadDriver) => driver.click('button', UPLOAD_LABELS.upload),
  /** `upload.cancel`. */
  cancel: (driver: UploadDriver) => driver.click('button', UPLOAD_LABELS.cancel),
  /** A whole upload: choose, then Upload. */
  async upload(driver: UploadDriver, file: FilePayload) {
    await uploadGestures.select(driver, file)
    await uploadGestures.start(driver)
  },
  /** `history.retry`: Try again in the recent uploads. */
  retryHistory: (driver: UploadDriver) => driver.click('button', UPLOAD_LABELS.retry),
}

