import { useRef, type KeyboardEvent } from 'react'
import { SETTINGS_TABS, type SettingsTab } from '../../../machines/settings/settings-forms.machine'
import { SETTINGS_TEXT } from './settings-text'

export const tabId = (tab: SettingsTab) => `settings-tab-${tab}`
export const panelId = (tab: SettingsTab) => `settings-panel-${tab}`

/** The keys that move along a tab list (WAI-ARIA tabs, activation follows focus). */
const STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % SETTINGS_TABS.length,
  ArrowLeft: (index) => (index - 1 + SETTINGS_TABS.length) % SETTINGS_TABS.length,
  Home: () => 0,
  End: () => SETTINGS_TABS.length - 1,
}

/**
 * The six tabs on wide screens; below 640 px a native select in their place
 * (docs/product.md#settings).
 */
export function SettingsTabs({ current, onSelect }: { current: SettingsTab; onSelect: (tab: SettingsTab) => void }) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = SETTINGS_TABS[step(SETTINGS_TABS.indexOf(current))]!
    onSelect(next)
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus()
  }
  return (
    <div className="settings__nav">
      <div ref={list} role="tablist" aria-label={SETTINGS_TEXT.tabsLabel} className="settings__tablist">
        {SETTINGS_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="settings__tab"
            aria-selected={tab === current}
            aria-controls={panelId(tab)}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {SETTINGS_TEXT.tabs[tab]}
          </button>
        ))}
      </div>
      <div className="field settings__picker">
        <label htmlFor="settings-picker">{SETTINGS_TEXT.picker}</label>
        <select id="settings-picker" value={current} onChange={(event) => onSelect(event.target.value as SettingsTab)}>
          {SETTINGS_TABS.map((tab) => (
            <option key={tab} value={tab}>
              {SETTINGS_TEXT.tabs[tab]}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
