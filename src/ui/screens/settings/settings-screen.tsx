import { useSelector } from '@xstate/react'
import { useCallback, useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { SectionSavedEmitted } from '../../../machines/settings/section-form'
import { isSettingsTab, settingsMachine } from '../../../machines/settings/settings.machine'
import { DEFAULT_SETTINGS, type PreferenceValues, type SettingsTab } from '../../../machines/settings/settings-forms.machine'
import { useMachineActor } from '../../app/inspection'
import { selectUser, useSessionActor, useSessionSelector } from '../../app/session-context'
import { ScreenHeader } from '../../components/screen-header/screen-header'
import { panelId, SettingsTabs, tabId } from './settings-tabs'
import { SETTINGS_TEXT } from './settings-text'
import { GoalsTab } from './tabs/goals-tab'
import { NotificationsTab } from './tabs/notifications-tab'
import { PreferencesTab } from './tabs/preferences-tab'
import { ProfileTab } from './tabs/profile-tab'
import { SecurityTab } from './tabs/security-tab'
import { SupportTab } from './tabs/support-tab'
import './settings.css'

function Panel({ tab, current, children }: { tab: SettingsTab; current: SettingsTab; children: ReactNode }) {
  return (
    <section role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="card settings__panel" hidden={tab !== current}>
      {children}
    </section>
  )
}

/** Binds the settings machine and the six tabs' forms to the screen (docs/product.md#settings-states). */
export default function SettingsScreen() {
  const location = useLocation()
  const navigate = useNavigate()
  const opening = location.hash.slice(1)
  const settings = useMachineActor(settingsMachine, { input: { tab: isSettingsTab(opening) ? opening : null } })
  const state = useSelector(settings, (snapshot) => snapshot)
  const session = useSessionActor()
  const user = useSessionSelector(selectUser)
  const { tab, goals } = state.context
  const loaded = state.context.settings

  // The preferences as loaded or saved go to the session, which the frame applies (theme, <html lang>)
  // and every screen reads (currency, timezone).
  useEffect(() => {
    const subscription = settings.on('settings.preferences', ({ preferences }) => session.send({ type: 'session.preferences', preferences }))
    return () => subscription.unsubscribe()
  }, [settings, session])
  // The open tab is in the address (`/settings#security`), so a reload or a shared link opens it;
  // Profile, the tab Settings opens on, is plain `/settings`.
  useEffect(() => {
    const address = tab === 'profile' ? '' : `#${tab}`
    if (location.hash !== address) void navigate({ hash: address }, { replace: true })
  }, [tab, location.hash, navigate])
  const onPreferencesSaved = useCallback(
    ({ values: { theme, language, currency, timezone } }: SectionSavedEmitted<PreferenceValues>) =>
      session.send({ type: 'session.preferences', preferences: { theme, language, currency, timezone } }),
    [session],
  )

  if (state.matches('loading') && !loaded && !goals) {
    return (
      <>
        <ScreenHeader title={SETTINGS_TEXT.title} subtitle={SETTINGS_TEXT.subtitle} />
        <p role="status" className="settings__status">
          {SETTINGS_TEXT.loading}
        </p>
      </>
    )
  }
  const retry = () => settings.send({ type: 'settings.retry' })
  // The failure banner above offers Try again: one button, not one per tab.
  const notLoaded = <p className="settings__not-loaded">{SETTINGS_TEXT.notLoaded}</p>
  const saved = loaded ?? DEFAULT_SETTINGS
  return (
    <>
      <ScreenHeader title={SETTINGS_TEXT.title} subtitle={SETTINGS_TEXT.subtitle} />
      <div role="alert" className="settings__load-failure">
        {!loaded || !goals ? (
          <div className="banner banner-error">
            <span>{loaded ? SETTINGS_TEXT.goals.notLoaded : SETTINGS_TEXT.loadFailed}</span>
            <button type="button" className="btn btn-secondary btn-sm" onClick={retry} disabled={state.matches('loading')}>
              {SETTINGS_TEXT.retry}
            </button>
          </div>
        ) : null}
      </div>
      <div className="settings" aria-busy={state.matches('loading')}>
        <SettingsTabs current={tab} onSelect={(next) => settings.send({ type: 'settings.tab', tab: next })} />
        <Panel tab="profile" current={tab}>
          {loaded ? <ProfileTab profile={{ ...loaded.profile }} /> : notLoaded}
        </Panel>
        <Panel tab="goals" current={tab}>
          <GoalsTab goals={goals} account={user?.id ?? 'anonymous'} timezone={saved.preferences.timezone} />
        </Panel>
        <Panel tab="notifications" current={tab}>
          {loaded ? <NotificationsTab notifications={{ ...loaded.notifications }} /> : notLoaded}
        </Panel>
        <Panel tab="preferences" current={tab}>
          {loaded ? <PreferencesTab preferences={{ ...loaded.preferences }} onSaved={onPreferencesSaved} /> : notLoaded}
        </Panel>
        <Panel tab="security" current={tab}>
          {loaded ? (
            <SecurityTab security={{ currentPassword: '', newPassword: '', confirmPassword: '', twoFactor: loaded.security?.twoFactor ?? false }} email={user?.email ?? loaded.profile.email} />
          ) : (
            notLoaded
          )}
        </Panel>
        <Panel tab="support" current={tab}>
          <SupportTab request={{ description: '', priority: saved.request.priority }} />
        </Panel>
      </div>
    </>
  )
}
