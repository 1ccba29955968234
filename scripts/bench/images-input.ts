/** The input the image benches compose: the demo café's own brand art (mocks/fixtures/brand) at each size. */
import type { ComposeInput, ComposerImage } from '../../backend/images/types'
import { DEMO_BRAND_ASSETS, type BrandAssetFixture } from '../../mocks/fixtures/brand'

export const IMAGE_SIZES = [
  { label: 'Instagram Square', width: 1080, height: 1080 },
  { label: 'Facebook Cover', width: 1200, height: 630 },
  { label: 'TikTok', width: 1080, height: 1920 },
  { label: 'LinkedIn Post', width: 1200, height: 627 },
  { label: 'custom', width: 800, height: 1000 },
] as const

export const GOAL_SIZE = { width: 1080, height: 1920 }
export const IMAGE_GOAL_MS = 500

function image(asset: BrandAssetFixture): ComposerImage {
  return { bytes: new TextEncoder().encode(asset.svg), content_type: asset.content_type, width: asset.width, height: asset.height, name: asset.metadata.product_name ?? asset.asset_name }
}

export function benchInput(width: number, height: number, prompt = 'Hari Raya promo: 20% off our Nasi Lemak Ayam Goreng, now RM12.90'): ComposeInput {
  const logo = DEMO_BRAND_ASSETS.find((asset) => asset.asset_type_code === 'logo')
  if (!logo) throw new Error('The demo brand has no logo')
  return {
    prompt,
    request_id: 'bench-1',
    width,
    height,
    brand: { business_name: logo.metadata.brand_name ?? 'Kopi Kita Café', tagline: logo.metadata.tagline ?? null, primary_color: logo.metadata.primary_color ?? null, best_seller: 'Nasi Lemak Ayam Goreng' },
    logo: image(logo),
    products: DEMO_BRAND_ASSETS.filter((asset) => asset.asset_type_code === 'product_image').map(image),
  }
}
