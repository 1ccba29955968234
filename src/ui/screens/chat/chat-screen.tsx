import { PendingScreen } from '../../components/pending-screen/pending-screen'

export default function ChatScreen() {
  return (
    <PendingScreen
      title="AI Business Assistant"
      about="Ask about your business in general or marketing mode; answers come from your own numbers."
    />
  )
}
