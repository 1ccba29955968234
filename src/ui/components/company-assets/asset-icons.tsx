import type { AssetTypeStatus } from '../../../machines/assets/company-assets.machine'

/*
 * Inline icons (docs/product.md#company-assets: logo, product_image, packaging and menu have their
 * own): decorative, hidden from assistive technology; the words beside them say the same.
 */

const PATHS: Record<string, string> = {
  // A badge with a star: the brand's mark.
  logo: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z',
  // A cup with steam: a product photo.
  product_image: 'M5 10h11v4a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zm11 1h1.5a2.5 2.5 0 0 1 0 5H15.5M8 4v3m3-4v4m3-3v3',
  // A box with its flaps: packaging.
  packaging: 'M4 8l8-4 8 4v8l-8 4-8-4zm0 0l8 4 8-4m-8 4v8',
  // A folded card with lines: a menu.
  menu: 'M6 3h12v18H6zm3 4h6m-6 4h6m-6 4h4',
}
const GENERIC = 'M7 3h7l5 5v13H7zm7 0v5h5'
const DOCUMENT = 'M7 3h7l5 5v13H7zm7 0v5h5M10 13h6m-6 4h6'

function Icon({ d, className }: { d: string; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** The icon of an asset type: its own for the known codes, a page for any other. */
export function AssetTypeIcon({ code }: { code: string }) {
  return <Icon d={PATHS[code] ?? GENERIC} className="assets-icon" />
}

export function DocumentIcon() {
  return <Icon d={DOCUMENT} className="assets-icon assets-icon--document" />
}

const STATUS_PATHS: Record<AssetTypeStatus, string> = {
  available: 'M5 12.5l4.5 4.5L19 7.5',
  incomplete_metadata: 'M12 7v6m0 4v.01M12 3l9.5 17h-19z',
  missing: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-4 9h8',
}

export function StatusIcon({ status }: { status: AssetTypeStatus }) {
  return <Icon d={STATUS_PATHS[status]} className={`assets-status-icon assets-status-icon--${status}`} />
}
