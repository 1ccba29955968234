import { useSelector } from '@xstate/react'
import { companyProfileMachine } from '../../../machines/company-profile/company-profile.machine'
import { useMachineActor } from '../../app/inspection'
import { ProfileView } from './profile-view'

/** Binds the company profile machine to the view (spec §3, §7). */
export default function ProfileScreen() {
  const profile = useMachineActor(companyProfileMachine)
  const state = useSelector(profile, (snapshot) => snapshot)
  return (
    <ProfileView
      phase={state.value}
      fields={state.context.fields}
      errors={state.context.errors}
      onChange={(field, value) => profile.send({ type: 'profile.change', field, value })}
      onSave={() => profile.send({ type: 'profile.save' })}
      onRetry={() => profile.send({ type: 'profile.retry' })}
    />
  )
}
