import { useId } from 'react'
import { timeOfDay, type Locale } from '../../../../kernel/format'
import { typeStatus, type AssetType, type ValidationStatus } from '../../../machines/assets/company-assets.machine'
import { AssetTypeIcon, StatusIcon } from './asset-icons'
import { ASSETS_TEXT, statusWords, typeName } from './company-assets-text'

export interface AssetStatusProps {
  types: AssetType[]
  required: string[]
  status: ValidationStatus | null
  lastChecked: number | null
  checking: boolean
  checkFailed: boolean
  canRefresh: boolean
  locale: Locale
  onRefresh: () => void
}

/** The codes the status speaks of: the required ones and any the check lists, in the types' order. */
function statusCodes(types: AssetType[], required: string[], status: ValidationStatus | null): string[] {
  const codes = new Set([...required, ...Object.keys(status?.validation_details ?? {}), ...(status?.missing_assets ?? [])])
  const known = types.map((type) => type.code).filter((code) => codes.has(code))
  return [...known, ...[...codes].filter((code) => !known.includes(code))]
}

/**
 * The requirement status (docs/product.md#asset-status): all met, or how many are still needed; each
 * required type with its icon and status in words; 'Refresh Status' and when it was last checked.
 */
export function AssetStatus({ types, required, status, lastChecked, checking, checkFailed, canRefresh, locale, onRefresh }: AssetStatusProps) {
  const headingId = useId()
  const codes = statusCodes(types, required, status)
  return (
    <section className="assets-status" aria-labelledby={headingId}>
      <h4 id={headingId} className="assets-panel__subheading">
        {ASSETS_TEXT.statusHeading}
      </h4>
      <div role="status" className="assets-status__overall">
        {status ? (
          <p className={`banner ${status.all_requirements_met ? 'banner-success' : 'banner-warning'}`}>
            {status.all_requirements_met ? ASSETS_TEXT.allMet : ASSETS_TEXT.stillNeeded(status.missing_assets.length)}
          </p>
        ) : null}
      </div>
      <div role="alert">{checkFailed ? <p className="banner banner-error">{ASSETS_TEXT.checkFailed}</p> : null}</div>
      {codes.length > 0 ? (
        <ul className="assets-status__types" aria-label={ASSETS_TEXT.statusHeading}>
          {codes.map((code) => {
            const state = typeStatus(status, code)
            return (
              <li key={code} className="assets-status__type">
                <AssetTypeIcon code={code} />
                <span className="assets-status__name">{typeName(code)}</span>
                {state ? (
                  <span className={`assets-status__state assets-status__state--${state}`}>
                    <StatusIcon status={state} />
                    {statusWords(state)}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      <div className="assets-status__refresh">
        <p className="assets-status__checked">{lastChecked === null ? ASSETS_TEXT.notChecked : ASSETS_TEXT.lastChecked(timeOfDay(lastChecked, locale))}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRefresh} disabled={!canRefresh}>
          {checking ? ASSETS_TEXT.refreshing : ASSETS_TEXT.refresh}
        </button>
      </div>
    </section>
  )
}
