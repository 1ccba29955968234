import { m } from '../../../i18n/messages'
import { PendingScreen } from '../../components/pending-screen/pending-screen'

export default function MediaScreen() {
  return <PendingScreen title={m.media_title()} about={m.media_about()} />
}
