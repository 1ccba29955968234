import { m } from '../../../i18n/messages'
import { PendingScreen } from '../../components/pending-screen/pending-screen'

export default function ChatScreen() {
  return <PendingScreen title={m.chat_title()} about={m.chat_about()} />
}
