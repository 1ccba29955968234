/**
 * The demo business's brand assets: its logo, product pictures and packaging, drawn for the demo
 * (mocks/fixtures/brand). They are read and sanitised exactly as an upload is (`readAssetFile`),
 * and their files live in the file storage's seeded layer (./files.ts), under the keys an upload
 * would use. The new business has none.
 */
import { assetFileKey } from '../../backend/assets/assets'
import { readAssetFile } from '../../backend/assets/asset-file'
import { ASSET_TYPE_CATALOGUE } from '../../backend/assets/asset-types'
import type { AssetRecord, Store, StoredFile } from '../../backend/store'
import { DEMO_ACCOUNT } from '../fixtures/accounts'
import { DEMO_BRAND_ASSETS } from '../fixtures/brand'

interface SeededAsset {
  record: AssetRecord
  file: StoredFile
}

let prepared: SeededAsset[] | null = null

/** The demo's assets as records and files: read once per page or worker (sanitising is the cost), the same every time. */
function demoAssets(): SeededAsset[] {
  prepared ??= DEMO_BRAND_ASSETS.map((fixture, index) => {
    const id = `asset-demo-${String(index + 1).padStart(2, '0')}`
    const has_image = ASSET_TYPE_CATALOGUE.find((type) => type.code === fixture.asset_type_code)?.has_image ?? true
    const file = readAssetFile(fixture.file_name, new TextEncoder().encode(fixture.svg), !has_image)
    // A second apart, in the fixtures' order: "newest first" picks the same asset every time.
    const created_at = new Date(Date.parse(DEMO_ACCOUNT.created_at) + (index + 1) * 1000).toISOString()
    const record: AssetRecord = {
      id,
      account_id: DEMO_ACCOUNT.id,
      asset_type_code: fixture.asset_type_code,
      asset_name: fixture.asset_name,
      metadata: { ...fixture.metadata },
      file_name: fixture.file_name,
      content_type: file.content_type,
      size_bytes: file.bytes.byteLength,
      width: file.kind === 'image' ? file.width : null,
      height: file.kind === 'image' ? file.height : null,
      file_key: assetFileKey(DEMO_ACCOUNT.id, id),
      created_at,
    }
    return { record, file: { bytes: file.bytes, content_type: file.content_type } }
  })
  return prepared
}

/** The seeded files, by storage key, for the file storage's seeded layer. */
export function seededFiles(): Map<string, StoredFile> {
  return new Map(demoAssets().map(({ record, file }) => [record.file_key!, file]))
}

/** The seeded files written to a store's file storage as any file is (the server's; the demo keeps them as a layer instead). */
export async function storeSeededFiles(store: Store): Promise<void> {
  for (const [key, file] of seededFiles()) await store.files.put(key, file)
}

export async function seedDemoAssets(store: Store): Promise<void> {
  for (const { record } of demoAssets()) await store.assets.insert({ ...record, metadata: { ...record.metadata } })
}
