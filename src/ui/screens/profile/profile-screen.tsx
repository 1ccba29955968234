import { PendingScreen } from '../../components/pending-screen/pending-screen'

export default function ProfileScreen() {
  return (
    <PendingScreen
      title="Company Profile - Help our AI understand your business better"
      about="Tell Selera about your business: outlets, products, customers, goals and challenges, so every insight fits you."
    />
  )
}
