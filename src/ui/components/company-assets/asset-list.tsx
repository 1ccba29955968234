import { useId } from 'react'
import type { StoredAsset } from '../../../machines/assets/company-assets.machine'
import { AssetTypeIcon, DocumentIcon } from './asset-icons'
import { ASSETS_TEXT, typeName } from './company-assets-text'

export interface AssetListProps {
  assets: StoredAsset[]
  canRemove: boolean
  removing: StoredAsset['id'] | null
  /** The name of the asset whose removal failed last. */
  removeFailed: string | null
  onRemove: (id: StoredAsset['id']) => void
}

const isImage = (asset: StoredAsset) => Boolean(asset.file_url && asset.content_type?.startsWith('image/'))

/** A picture for an image (its signed URL: an `<img>` sends no bearer token, deviation 51), an icon for a document or a text-only asset. */
function Preview({ asset }: { asset: StoredAsset }) {
  if (isImage(asset)) return <img className="assets-list__image" src={asset.file_url!} alt={ASSETS_TEXT.preview(asset.asset_name)} loading="lazy" decoding="async" />
  return <span className="assets-list__icon">{asset.file_name ? <DocumentIcon /> : <AssetTypeIcon code={asset.asset_type_code} />}</span>
}

/** The owner's uploaded assets with previews; Remove deletes one for good (DELETE /assets/{id}, deviation 50). */
export function AssetList({ assets, canRemove, removing, removeFailed, onRemove }: AssetListProps) {
  const headingId = useId()
  return (
    <section className="assets-list" aria-labelledby={headingId}>
      <h4 id={headingId} className="assets-panel__subheading">
        {ASSETS_TEXT.listHeading}
      </h4>
      <div role="alert">{removeFailed ? <p className="banner banner-error">{ASSETS_TEXT.removeFailed(removeFailed)}</p> : null}</div>
      {assets.length === 0 ? (
        <p className="assets-list__empty">{ASSETS_TEXT.listEmpty}</p>
      ) : (
        <ul className="assets-list__items" aria-label={ASSETS_TEXT.listLabel}>
          {assets.map((asset) => (
            <li key={asset.id} className="assets-list__item">
              <Preview asset={asset} />
              <div className="assets-list__about">
                <span className="assets-list__name">{asset.asset_name}</span>
                <span className="assets-list__meta">
                  {typeName(asset.asset_type_code)} · {asset.file_name ?? ASSETS_TEXT.textOnly}
                  {asset.file_name && !isImage(asset) ? ` · ${ASSETS_TEXT.document}` : ''}
                </span>
              </div>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => onRemove(asset.id)}
                disabled={!canRemove}
                aria-label={ASSETS_TEXT.removeLabel(asset.asset_name)}
              >
                {removing === asset.id ? ASSETS_TEXT.removing : ASSETS_TEXT.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
