import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { localeOf } from '../../../../kernel/format'
import { chatAttachmentsMachine } from '../../../machines/chat/chat-attachments.machine'
import { chatMachine } from '../../../machines/chat/chat.machine'
import { useMachineActor } from '../../app/inspection'
import { selectPreferences, selectUser, useSessionSelector } from '../../app/session-context'
import type { AttachmentTrayProps } from './attachment-tray'
import { CompanyAssetsModal } from '../../components/company-assets/company-assets-modal'
import { ChatView } from './chat-view'
import { ImageCardsContext } from './image-cards-context'

type AttachmentsRef = ActorRefFrom<typeof chatAttachmentsMachine>

/** Binds the chat machine and its attachment tray to the view (docs/product.md#chat). */
export default function ChatScreen() {
  const user = useSessionSelector(selectUser)
  const preferences = useSessionSelector(selectPreferences)
  const chat = useMachineActor(chatMachine, { input: { userId: user?.id ?? null } })
  const state = useSelector(chat, (snapshot) => snapshot)
  const attachments: AttachmentsRef | undefined = state.children.attachments
  const tray = useSelector(attachments, (snapshot) => snapshot)
  const { context } = state
  const send = (event: Parameters<typeof chat.send>[0]) => chat.send(event)

  const phase = state.matches('loading') ? 'loading' : state.matches('empty') ? 'empty' : 'conversation'
  const trayProps: AttachmentTrayProps | null =
    tray && attachments && (tray.context.items.length > 0 || tray.context.refused.length > 0)
      ? {
          items: tray.context.items,
          refused: tray.context.refused,
          current: tray.context.current,
          uploading: tray.hasTag('busy'),
          summary: tray.matches('summarised') ? tray.context.summary : null,
          batchFailed: tray.matches('batchFailed'),
          canUpload: tray.can({ type: 'files.upload' }),
          canClear: tray.can({ type: 'files.clear' }),
          canRemove: !tray.hasTag('busy'),
          onUpload: () => attachments.send({ type: 'files.upload' }),
          onClear: () => attachments.send({ type: 'files.clear' }),
          onRemove: (id) => attachments.send({ type: 'file.remove', id }),
        }
      : null

  return (
    <ImageCardsContext.Provider value={chat}>
      <ChatView
        phase={phase}
        messages={context.messages}
        mode={context.mode}
        thinking={state.matches('sending')}
        historySource={context.historySource}
        historyFailed={context.historyFailed}
        clearFailed={context.clearFailed}
        canClear={state.can({ type: 'conversation.clear' })}
        canAsk={state.can({ type: 'example.send', question: '?' })}
        confirmingClear={state.matches('confirmingClear')}
        clearing={state.matches('clearing')}
        locale={localeOf(preferences ?? {})}
        tray={trayProps}
        composer={{
          draft: context.draft,
          canSend: state.can({ type: 'message.send' }),
          queued: context.sendQueued,
          canAttach: Boolean(tray?.can({ type: 'files.attach', files: [] })),
          onDraft: (text) => send({ type: 'draft.change', text }),
          onSend: () => send({ type: 'message.send' }),
          onAttach: (files) => attachments?.send({ type: 'files.attach', files }),
        }}
        onMode={(mode) => send({ type: 'mode.set', mode })}
        onExample={(question) => send({ type: 'example.send', question })}
        onClear={() => send({ type: 'conversation.clear' })}
        onConfirmClear={() => send({ type: 'clear.confirm' })}
        onCancelClear={() => send({ type: 'clear.cancel' })}
        onOpenAssets={() => send({ type: 'assets.open' })}
        assetsModal={
          <CompanyAssetsModal open={context.assetsOpen} onClose={() => send({ type: 'assets.close' })} onUploaded={(status) => send({ type: 'assets.uploaded', status })} />
        }
      />
    </ImageCardsContext.Provider>
  )
}
