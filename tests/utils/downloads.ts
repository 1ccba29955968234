/** The browser's side of a download, recorded for tests that save a file (a report PDF, a generated image). */
import { vi } from 'vitest'

/** What the browser did with a downloaded file: jsdom has neither object URLs nor downloads, so both are recorded. */
export interface Downloads {
  created: Blob[]
  saved: Array<{ href: string; download: string }>
}

/**
 * Object URLs are `blob:selera/1`, `blob:selera/2`...; saving (the hidden `<a download>` click) is
 * recorded. The caller puts the stubs back (`vi.unstubAllGlobals`, `vi.restoreAllMocks`).
 */
export function stubDownloads(): Downloads {
  const downloads: Downloads = { created: [], saved: [] }
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => `blob:selera/${downloads.created.push(blob)}`,
      revokeObjectURL: () => undefined,
    }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.saved.push({ href: this.getAttribute('href')!, download: this.download })
  })
  return downloads
}
