import { count, type Locale } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'

/**
 * The Generated Media screen's words (docs/product.md#generated-media), the spec's exactly where it
 * has them. Getters, not strings: each reads the catalogue when the screen renders, in the language
 * of the moment.
 */
export const MEDIA_TEXT = {
  get title() { return m.media_title() },
  get about() { return m.media_about() },
  get refresh() { return m.media_refresh() },
  count: (images: number, locale?: Locale) => m.media_count({ count: images, shown: count(images, locale) }),
  get loading() { return m.media_loading() },
  get gridLabel() { return m.media_grid_label() },
  get emptyTitle() { return m.media_empty_title() },
  get emptyText() { return m.media_empty_text() },
  get emptyLink() { return m.media_empty_link() },
  get errorTitle() { return m.media_error_title() },
  get errorText() { return m.media_error_text() },
  get retry() { return m.media_retry() },
  get view() { return m.media_tile_view() },
  viewLabel: (query: string) => m.media_tile_viewLabel({ query }),
  get download() { return m.media_tile_download() },
  downloadLabel: (query: string) => m.media_tile_downloadLabel({ query }),
  get untitled() { return m.media_image_untitled() },
}

/** The full-size modal's words. */
export const DIALOG_TEXT = {
  get title() { return m.media_dialog_title() },
  get close() { return m.media_dialog_close() },
  get query() { return m.media_detail_query() },
  get created() { return m.media_detail_created() },
  get dimensions() { return m.media_detail_dimensions() },
  get generationTime() { return m.media_detail_generationTime() },
  /** `1080 × 1920 px`: sizes as platforms write them, without thousands separators. */
  size: (width: number, height: number) => m.media_detail_size({ width: String(width), height: String(height) }),
  milliseconds: (ms: number, locale?: Locale) => m.media_detail_ms({ ms: count(ms, locale) }),
  get unknown() { return m.media_detail_unknown() },
  get download() { return m.media_download_image() },
}

/** What a download says while it runs, once the file is saved, or when it failed. */
export const DOWNLOAD_TEXT = {
  get preparing() { return m.media_download_preparing() },
  done: (fileName: string) => m.media_download_done({ fileName }),
  get saveAgain() { return m.media_download_saveAgain() },
  get failed() { return m.media_download_failed() },
  get expired() { return m.media_download_expired() },
}

/** Longest alt text kept whole; longer queries are cut at a word. */
export const ALT_MAX_CHARS = 125

/**
 * An image's text alternative: the owner's own words it was made from, on one line, cut at the last
 * whole word before ALT_MAX_CHARS (a screen reader reads every character of an alt, and the modal
 * shows the whole query); 'Generated image' when there are none.
 */
export function altOf(query: string): string {
  const line = query.replace(/\s+/g, ' ').trim()
  if (line === '') return MEDIA_TEXT.untitled
  if (line.length <= ALT_MAX_CHARS) return line
  const cut = line.slice(0, ALT_MAX_CHARS - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > ALT_MAX_CHARS / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}
