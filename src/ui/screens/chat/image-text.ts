import { count } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'
import { RESOLUTION_MAX_SIDE, RESOLUTION_MIN_SIDE, type ResolutionProblem } from '../../../machines/image-generation/resolution'

const PRESETS: Record<string, () => string> = {
  'instagram-square': m.imagegen_preset_instagramSquare,
  'facebook-cover': m.imagegen_preset_facebookCover,
  tiktok: m.imagegen_preset_tiktok,
  'linkedin-post': m.imagegen_preset_linkedinPost,
  custom: m.imagegen_preset_custom,
}

const ASSETS: Record<string, () => string> = {
  logo: m.chat_asset_logo,
  product_image: m.chat_asset_productImage,
  packaging: m.chat_asset_packaging,
  menu: m.chat_asset_menu,
}

/** An asset type in words: the known four from the catalogue, any other code as it reads ('gift_box' → 'gift box'). */
export const assetName = (code: string) => ASSETS[code]?.() ?? code.replaceAll('_', ' ')

/**
 * The image flow's words (docs/product.md#chat, image flow): the spec's exactly where it has them.
 * Getters, read when the card renders, in the language of the moment.
 */
export const IMAGE_TEXT = {
  cardLabel: (request: string) => m.imagegen_card_label({ request }),
  get resolution() { return m.imagegen_resolution_label() },
  preset: (id: string) => PRESETS[id]?.() ?? id,
  get customLabel() { return m.imagegen_custom_label() },
  customProblem: (problem: ResolutionProblem) =>
    problem === 'format' ? m.imagegen_custom_format() : m.imagegen_custom_bounds({ min: count(RESOLUTION_MIN_SIDE), max: count(RESOLUTION_MAX_SIDE) }),
  get description() { return m.imagegen_description_label() },
  get descriptionMissing() { return m.imagegen_description_missing() },
  get advice() { return m.imagegen_advice() },
  get adviceBusy() { return m.imagegen_advice_busy() },
  get expand() { return m.imagegen_expand() },
  get editorTitle() { return m.imagegen_editor_title() },
  characters: (length: number) => m.imagegen_editor_count({ count: length, shown: count(length) }),
  get cancel() { return m.imagegen_editor_cancel() },
  get save() { return m.imagegen_editor_save() },
  get generate() { return m.imagegen_generate() },
  get generating() { return m.imagegen_generating() },
  get uploadAssets() { return m.imagegen_uploadAssets() },
  get blocked() { return m.imagegen_blocked() },
  get blockedDefault() { return m.imagegen_blocked_default() },
  get failed() { return m.imagegen_failed() },
  get failedBubble() { return m.imagegen_failed_bubble() },
  get result() { return m.imagegen_result_label() },
  /** '1,234 ms'. */
  time: (ms: number) => m.imagegen_result_time({ time: count(Math.round(ms)) }),
  size: (resolution: string) => m.imagegen_result_resolution({ size: resolution }),
  get download() { return m.imagegen_download() },
  get downloading() { return m.imagegen_download_busy() },
  get downloadFailed() { return m.imagegen_download_failed() },
  get copy() { return m.imagegen_copy() },
  get copied() { return m.imagegen_copied() },
  get copyFailed() { return m.imagegen_copy_failed() },
  get assetsOpen() { return m.chat_assets_open() },
  get assetsMet() { return m.chat_assets_met() },
  /** 'Still needed: logo, product image'. */
  assetsMissing: (codes: readonly string[]) => m.chat_assets_missing({ assets: codes.map(assetName).join(', ') }),
}
