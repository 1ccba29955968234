import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { GeneratedImage, ImageNotice } from '../../../machines/image-generation/image-generation.machine'
import type { imageResultMachine } from '../../../machines/image-generation/image-result.machine'
import { sidesOf } from '../../../machines/image-generation/resolution'
import { BusyLabel } from '../../components/button/button'
import { IMAGE_TEXT } from './image-text'
import './image.css'

export type ImageResultRef = ActorRefFrom<typeof imageResultMachine>

/** The largest box a generated image is drawn in on the card; its own size scaled down to fit, never up. */
const BOX = { width: 480, height: 480 }

/** The drawn size: the image's own proportions in BOX, so the space is reserved before it loads (no layout shift). */
export function drawnSize(resolution: string): { width: number; height: number } {
  const sides = sidesOf(resolution) ?? { width: BOX.width, height: BOX.height }
  const scale = Math.min(1, BOX.width / sides.width, BOX.height / sides.height)
  return { width: Math.round(sides.width * scale), height: Math.round(sides.height * scale) }
}

const NOTICES: Record<ImageNotice, { text: () => string; tone: 'success' | 'error' }> = {
  copied: { text: () => IMAGE_TEXT.copied, tone: 'success' },
  copyFailed: { text: () => IMAGE_TEXT.copyFailed, tone: 'error' },
  downloadFailed: { text: () => IMAGE_TEXT.downloadFailed, tone: 'error' },
}

export interface ImageResultViewProps {
  image: GeneratedImage
  downloading: boolean
  notice: ImageNotice | null
  /** Null without a machine (the view alone): the actions are not offered. */
  onDownload: (() => void) | null
  onCopy: (() => void) | null
  canAct: boolean
  /** A result just generated on its card: brought into view when it appears (one of the history is not). */
  reveal?: boolean
}

/** A generated image result (docs/product.md#chat): the image, its generation time and resolution, Download and Copy URL. */
export function ImageResultView({ image, downloading, notice, onDownload, onCopy, canAct, reveal = false }: ImageResultViewProps) {
  const size = drawnSize(image.resolution)
  const said = notice ? NOTICES[notice] : null
  const figure = useRef<HTMLElement>(null)
  useEffect(() => {
    // The result lands below the preview card's form: bring it into view, gently unless the owner asked for less motion.
    if (!reveal) return
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    figure.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' })
  }, [reveal, image.url])
  return (
    <figure ref={figure} className="image-result" aria-label={IMAGE_TEXT.result}>
      <img className="image-result__image" src={image.url} alt={image.prompt} width={size.width} height={size.height} loading="lazy" decoding="async" />
      <figcaption className="image-result__facts">
        <span>{IMAGE_TEXT.time(image.generationTime)}</span>
        <span>{IMAGE_TEXT.size(image.resolution)}</span>
      </figcaption>
      {onDownload && onCopy ? (
        <div className="image-result__actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={onDownload} disabled={!canAct}>
            <BusyLabel busy={downloading} busyLabel={IMAGE_TEXT.downloading}>
              {IMAGE_TEXT.download}
            </BusyLabel>
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onCopy} disabled={!canAct}>
            {IMAGE_TEXT.copy}
          </button>
        </div>
      ) : null}
      <p role="status" className={`image-result__notice${said ? ` image-result__notice--${said.tone}` : ''}`}>
        {said ? said.text() : null}
      </p>
    </figure>
  )
}

/** A generated image bound to its machine: a card's fresh one, or one of the history. */
export function ImageResultCard({ result, reveal = false }: { result: ImageResultRef; reveal?: boolean }) {
  const state = useSelector(result, (snapshot) => snapshot)
  return (
    <ImageResultView
      reveal={reveal}
      image={state.context.image}
      downloading={state.matches('downloading')}
      notice={state.context.notice}
      canAct={state.matches('shown')}
      onDownload={() => result.send({ type: 'image.download' })}
      onCopy={() => result.send({ type: 'url.copy' })}
    />
  )
}
