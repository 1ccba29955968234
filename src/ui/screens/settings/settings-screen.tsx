import { PendingScreen } from '../../components/pending-screen/pending-screen'

export default function SettingsScreen() {
  return (
    <PendingScreen
      title="Settings"
      about="Your profile, goals, notifications, preferences, security and support requests."
    />
  )
}
