import { useId } from 'react'
import { AssetFormCard, type AssetFormProps } from './asset-form'
import { AssetList, type AssetListProps } from './asset-list'
import { AssetStatus, type AssetStatusProps } from './asset-status'
import { ASSETS_TEXT } from './company-assets-text'
import './company-assets.css'

export interface CompanyAssetsViewProps {
  phase: 'loading' | 'failed' | 'loaded'
  onRetry: () => void
  status: AssetStatusProps
  forms: Array<AssetFormProps & { key: string }>
  list: AssetListProps
}

/** The Company Assets panel as it looks (docs/product.md#company-assets): status, a form per type, the uploaded assets. */
export function CompanyAssetsView({ phase, onRetry, status, forms, list }: CompanyAssetsViewProps) {
  const titleId = useId()
  const formsId = useId()
  return (
    <section className="assets-panel" aria-labelledby={titleId}>
      <h3 id={titleId} className="assets-panel__title">
        {ASSETS_TEXT.title}
      </h3>
      <p className="assets-panel__about">{ASSETS_TEXT.about}</p>
      {phase === 'loading' ? (
        <p role="status" className="assets-panel__loading">
          <span className="spinner" aria-hidden="true" />
          {ASSETS_TEXT.loading}
        </p>
      ) : null}
      {phase === 'failed' ? (
        <div role="alert" className="banner banner-error assets-panel__failed">
          <p>{ASSETS_TEXT.loadFailed}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
            {ASSETS_TEXT.retry}
          </button>
        </div>
      ) : null}
      {phase === 'loaded' ? (
        <>
          <AssetStatus {...status} />
          <section className="assets-forms" aria-labelledby={formsId}>
            <h4 id={formsId} className="assets-panel__subheading">
              {ASSETS_TEXT.formsHeading}
            </h4>
            <div className="assets-forms__list">
              {forms.map(({ key, ...form }) => (
                <AssetFormCard key={key} {...form} />
              ))}
            </div>
          </section>
          <AssetList {...list} />
        </>
      ) : null}
    </section>
  )
}
