import { PendingScreen } from '../../components/pending-screen/pending-screen'

export default function UploadScreen() {
  return (
    <PendingScreen
      title="Upload Your Business Data"
      about="Upload your point-of-sale exports or enter a day's sales by hand."
    />
  )
}
