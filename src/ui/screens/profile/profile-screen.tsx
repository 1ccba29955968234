import { useSelector } from '@xstate/react'
import { companyProfileMachine, hasUnsavedChanges } from '../../../machines/company-profile/company-profile.machine'
import { useMachineActor } from '../../app/inspection'
import { LeaveGuard } from '../../components/leave-guard/leave-guard'
import { PROFILE_TEXT, ProfileView } from './profile-view'

/** Binds the company profile machine to the view (docs/product.md#company-profile). */
export default function ProfileScreen() {
  const profile = useMachineActor(companyProfileMachine)
  const state = useSelector(profile, (snapshot) => snapshot)
  // Changes typed and not saved (while saving too: a failed save keeps them).
  const unsaved = !state.matches('loading') && !state.matches('loadFailed') && hasUnsavedChanges(state.context)
  return (
    <>
      <ProfileView
        phase={state.value}
        fields={state.context.fields}
        errors={state.context.errors}
        currency={state.context.currency}
        onChange={(field, value) => profile.send({ type: 'profile.change', field, value })}
        onSave={() => profile.send({ type: 'profile.save' })}
        onRetry={() => profile.send({ type: 'profile.retry' })}
      />
      <LeaveGuard active={unsaved} title={PROFILE_TEXT.leaveTitle} leaveLabel={PROFILE_TEXT.leave} stayLabel={PROFILE_TEXT.stay}>
        <p>{PROFILE_TEXT.leaveWarning}</p>
      </LeaveGuard>
    </>
  )
}
