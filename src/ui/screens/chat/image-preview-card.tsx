import { useSelector } from '@xstate/react'
import { useId, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cardIdOf, type ChatMessage } from '../../../machines/chat/chat.machine'
import type { imageGenerationMachine, ResolutionProblem } from '../../../machines/image-generation/image-generation.machine'
import { CUSTOM_PRESET, RESOLUTION_PRESETS } from '../../../machines/image-generation/resolution'
import { BusyLabel } from '../../components/button/button'
import { describedBy, errorId } from '../../components/field/field'
import { CHAT_TEXT } from './chat-text'
import { useChatRef } from './image-cards-context'
import { ImageDescriptionEditor } from './image-description-editor'
import { ImageResultCard, type ImageResultRef } from './image-result'
import { IMAGE_TEXT } from './image-text'
import './image.css'

type CardRef = ActorRefFrom<typeof imageGenerationMachine>

export type ImageOutcome = 'none' | 'generated' | 'blocked' | 'failed'

export interface ImagePreviewViewProps {
  /** The preview's message: what the assistant would make, and what it still needs. */
  message: string
  /** The owner's request it answered ('' when there is none): names the card for screen readers. */
  request: string
  preset: string
  custom: string
  customProblem: ResolutionProblem | null
  description: string
  descriptionMissing: boolean
  editorOpen: boolean
  editorText: string
  advising: boolean
  generating: boolean
  outcome: ImageOutcome
  /** A failed generation's server error (null: the client's words). */
  error: string | null
  /** The generated image, drawn by its own machine's card. */
  result: ReactNode
  /** The form takes changes (not while an image is made). */
  canEdit: boolean
  canAdvise: boolean
  canExpand: boolean
  canGenerate: boolean
  onPreset: (preset: string) => void
  onCustom: (text: string) => void
  onCustomBlur: () => void
  onDescription: (text: string) => void
  onAdvice: () => void
  onExpand: () => void
  onEditorChange: (text: string) => void
  onEditorSave: () => void
  onEditorCancel: () => void
  onGenerate: () => void
  onUploadAssets: () => void
}

/** Why the value above was refused, announced as it appears. */
function FieldAlert({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <span id={errorId(id)} className="field-error" role="alert">
      {error}
    </span>
  ) : null
}

/**
 * An image preview card (docs/product.md#chat, image flow): resolution choices, the description with
 * 'Get AI Suggestion' and 'Expand', 'Generate Images' and 'Upload Missing Assets', then the outcome.
 * Pure render: the card's machine decides what is enabled.
 */
export function ImagePreviewView(props: ImagePreviewViewProps) {
  const id = useId()
  const customId = `${id}-custom`
  const descriptionId = `${id}-description`
  const customError = props.customProblem ? IMAGE_TEXT.customProblem(props.customProblem) : null
  const descriptionError = props.descriptionMissing ? IMAGE_TEXT.descriptionMissing : null
  return (
    <section className="image-card" aria-label={props.request ? IMAGE_TEXT.cardLabel(props.request) : CHAT_TEXT.preview.title} aria-busy={props.generating}>
      <p className="image-card__title">{CHAT_TEXT.preview.title}</p>
      <p className="chat-bubble__plain image-card__message">{props.message}</p>
      <fieldset className="image-card__sizes" disabled={!props.canEdit}>
        <legend className="field-label">{IMAGE_TEXT.resolution}</legend>
        <div className="image-card__choices">
          {RESOLUTION_PRESETS.map((preset) => (
            <label key={preset.id} className="image-card__choice">
              <input type="radio" name={`${id}-size`} value={preset.id} checked={props.preset === preset.id} onChange={() => props.onPreset(preset.id)} />
              <span>
                {IMAGE_TEXT.preset(preset.id)}
                {preset.size ? (
                  <>
                    {' '}
                    <span className="image-card__size">{preset.size}</span>
                  </>
                ) : null}
              </span>
            </label>
          ))}
        </div>
        {props.preset === CUSTOM_PRESET ? (
          <div className="field image-card__custom">
            <label htmlFor={customId}>{IMAGE_TEXT.customLabel}</label>
            <input
              id={customId}
              className="input"
              value={props.custom}
              placeholder="1080x1350"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => props.onCustom(event.target.value)}
              onBlur={props.onCustomBlur}
              {...describedBy(customId, null, customError)}
            />
            <FieldAlert id={customId} error={customError} />
          </div>
        ) : null}
      </fieldset>
      <div className="field image-card__description">
        <label htmlFor={descriptionId}>{IMAGE_TEXT.description}</label>
        <textarea
          id={descriptionId}
          className="input"
          rows={3}
          value={props.description}
          readOnly={!props.canEdit || props.advising}
          onChange={(event) => props.onDescription(event.target.value)}
          {...describedBy(descriptionId, null, descriptionError)}
        />
        <FieldAlert id={descriptionId} error={descriptionError} />
        <div className="image-card__tools">
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onAdvice} disabled={!props.canAdvise}>
            <BusyLabel busy={props.advising} busyLabel={IMAGE_TEXT.adviceBusy}>
              {IMAGE_TEXT.advice}
            </BusyLabel>
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={props.onExpand} disabled={!props.canExpand}>
            {IMAGE_TEXT.expand}
          </button>
        </div>
      </div>
      <div className="image-card__actions">
        <button type="button" className="btn btn-primary" onClick={props.onGenerate} disabled={!props.canGenerate}>
          <BusyLabel busy={props.generating} busyLabel={IMAGE_TEXT.generating}>
            {IMAGE_TEXT.generate}
          </BusyLabel>
        </button>
        <button type="button" className="btn btn-secondary" onClick={props.onUploadAssets}>
          {IMAGE_TEXT.uploadAssets}
        </button>
      </div>
      <div className="image-card__outcome">
        {props.outcome === 'generated' ? props.result : null}
        {props.outcome === 'failed' ? (
          <p role="alert" className="banner banner-error">
            {props.error ?? IMAGE_TEXT.failed}
          </p>
        ) : null}
        {props.outcome === 'blocked' ? <p className="banner banner-warning">{IMAGE_TEXT.blocked}</p> : null}
      </div>
      <ImageDescriptionEditor open={props.editorOpen} text={props.editorText} onChange={props.onEditorChange} onSave={props.onEditorSave} onCancel={props.onEditorCancel} />
    </section>
  )
}

function BoundCard({ card, message, onUploadAssets }: { card: CardRef; message: ChatMessage; onUploadAssets: () => void }) {
  const state = useSelector(card, (snapshot) => snapshot)
  const { context } = state
  const send = card.send.bind(card)
  const outcome: ImageOutcome = state.matches({ generation: 'generated' })
    ? 'generated'
    : state.matches({ generation: 'blocked' })
      ? 'blocked'
      : state.matches({ generation: 'failed' })
        ? 'failed'
        : 'none'
  const result = state.children.result as ImageResultRef | undefined
  return (
    <ImagePreviewView
      message={message.preview?.message ?? message.text}
      request={context.request}
      preset={context.preset}
      custom={context.custom}
      customProblem={context.customProblem}
      description={context.description}
      descriptionMissing={context.descriptionMissing}
      editorOpen={state.matches({ description: 'expanded' })}
      editorText={context.editorText}
      advising={state.matches({ description: 'advising' })}
      generating={state.matches({ generation: 'generating' })}
      outcome={outcome}
      error={context.error}
      result={result ? <ImageResultCard result={result} reveal /> : null}
      canEdit={state.can({ type: 'resolution.choose', preset: context.preset })}
      canAdvise={state.can({ type: 'advice.request' })}
      canExpand={state.can({ type: 'editor.open' })}
      canGenerate={state.can({ type: 'image.generate' })}
      onPreset={(preset) => send({ type: 'resolution.choose', preset })}
      onCustom={(text) => send({ type: 'custom.change', text })}
      onCustomBlur={() => send({ type: 'custom.blur' })}
      onDescription={(text) => send({ type: 'description.change', text })}
      onAdvice={() => send({ type: 'advice.request' })}
      onExpand={() => send({ type: 'editor.open' })}
      onEditorChange={(text) => send({ type: 'editor.change', text })}
      onEditorSave={() => send({ type: 'editor.save' })}
      onEditorCancel={() => send({ type: 'editor.cancel' })}
      onGenerate={() => send({ type: 'image.generate' })}
      onUploadAssets={onUploadAssets}
    />
  )
}

/** An image preview in the conversation: its card, bound to the machine the chat runs for it; the message alone without one. */
export function ImagePreviewCard({ message }: { message: ChatMessage }) {
  const chat = useChatRef()
  const card = useSelector(chat ?? undefined, (snapshot) => snapshot?.children[cardIdOf(message)] as CardRef | undefined)
  if (!chat || !card) return <p className="chat-bubble__plain">{message.preview?.message ?? message.text}</p>
  return <BoundCard card={card} message={message} onUploadAssets={() => chat.send({ type: 'assets.open' })} />
}
