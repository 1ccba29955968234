import { PendingScreen } from '../../components/pending-screen/pending-screen'

export default function MediaScreen() {
  return (
    <PendingScreen
      title="Generated Media"
      about="Social-media images built from your brand assets, in one gallery."
    />
  )
}
