import { m } from '../../../i18n/messages'
import { ScreenHeader } from '../screen-header/screen-header'

/**
 * A signed-in route whose screen has not been built yet: its spec title and an honest line, nothing
 * that pretends to work.
 */
export function PendingScreen({ title, about }: { title: string; about: string }) {
  return (
    <>
      <ScreenHeader title={title} />
      <section className="card" aria-label={m.pendingScreen_label()}>
        <p>{about}</p>
        <p className="text-muted">{m.pendingScreen_notYet()}</p>
      </section>
    </>
  )
}
