import { Link } from 'react-router-dom'
import { dayAt, formatDay, type Locale } from '../../../../kernel/format'
import type { DownloadProblem, GalleryImage } from '../../../machines/generated-media/generated-media.machine'
import { ActionButton } from '../../components/button/button'
import { ScreenHeader } from '../../components/screen-header/screen-header'
import { Skeleton } from '../../components/skeleton/skeleton'
import { LoadFailedCard, StateCard } from '../../components/state-card/state-card'
import { ImageDialog } from './image-dialog'
import { altOf, DIALOG_TEXT, DOWNLOAD_TEXT, MEDIA_TEXT } from './media-text'
import './media.css'

/** The gallery's states (docs/product.md#generated-media). */
export type MediaPhase = 'loading' | 'loaded' | 'error'
export type DownloadPhase = 'idle' | 'fetching' | 'saved' | 'failed'

/** The download of the moment, as the machine has it. */
export interface DownloadProps {
  phase: DownloadPhase
  /** The image being (or last) downloaded. */
  imageId: string | null
  /** Once saved: the file's name, and the object URL it is offered under again. */
  fileName: string | null
  href: string | null
  /** Once failed: why. */
  problem: DownloadProblem | null
}

export interface MediaViewProps {
  phase: MediaPhase
  images: readonly GalleryImage[]
  /** The image the full-size modal shows, or null. */
  open: GalleryImage | null
  download: DownloadProps
  /** The account's locale: dates in its zone, numbers in its language. */
  locale: Locale
  canRefresh: boolean
  canDownload: boolean
  onRefresh: () => void
  onRetry: () => void
  onView: (id: string) => void
  onClose: () => void
  onDownload: (id: string) => void
}

/** The thumbnails' box in CSS pixels at most: explicit, so nothing moves as images arrive. */
const THUMBNAIL_PX = 320
const SKELETON_TILES = 6

/** What the download says: preparing, saved (with the link to save it again), or failed (an expired link said so: Refresh mends it). */
function DownloadNotice({ download }: { download: DownloadProps }) {
  const { phase, fileName, href, problem } = download
  return (
    <div className="media-notice">
      <p role="status" className="media-notice__status">
        {phase === 'fetching' ? DOWNLOAD_TEXT.preparing : null}
        {phase === 'saved' && fileName ? DOWNLOAD_TEXT.done(fileName) : null}
        {phase === 'saved' && fileName && href ? (
          <>
            {' '}
            <a href={href} download={fileName}>
              {DOWNLOAD_TEXT.saveAgain}
            </a>
          </>
        ) : null}
      </p>
      <div role="alert">{phase === 'failed' ? <p className="banner banner-error">{problem === 'expired' ? DOWNLOAD_TEXT.expired : DOWNLOAD_TEXT.failed}</p> : null}</div>
    </div>
  )
}

function LoadingGallery() {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {MEDIA_TEXT.loading}
      </p>
      <ul className="media-grid list-reset" aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i} className="media-tile">
            <Skeleton shape="block" className="media-tile__skeleton" />
          </li>
        ))}
      </ul>
    </div>
  )
}

function EmptyGallery() {
  return (
    <StateCard title={MEDIA_TEXT.emptyTitle}>
      <p>{MEDIA_TEXT.emptyText}</p>
      <Link to="/chat" className="btn btn-primary">
        {MEDIA_TEXT.emptyLink}
      </Link>
    </StateCard>
  )
}

interface TileProps {
  image: GalleryImage
  locale: Locale
  canDownload: boolean
  downloading: boolean
  onView: () => void
  onDownload: () => void
}

/** One image: a square thumbnail (cropped to fill) with View and Download over its foot on hover or focus, then its day and size. */
function Tile({ image, locale, canDownload, downloading, onView, onDownload }: TileProps) {
  const { size } = image
  return (
    <li className="media-tile">
      <div className="media-tile__frame">
        <img className="media-tile__image" src={image.src} alt={altOf(image.query)} width={THUMBNAIL_PX} height={THUMBNAIL_PX} loading="lazy" decoding="async" />
        <div className="media-tile__actions">
          <button type="button" className="btn btn-sm media-tile__action" aria-label={MEDIA_TEXT.viewLabel(altOf(image.query))} onClick={onView}>
            {MEDIA_TEXT.view}
          </button>
          <ActionButton className="btn btn-sm media-tile__action" aria-label={MEDIA_TEXT.downloadLabel(altOf(image.query))} enabled={canDownload} busy={downloading} onAct={onDownload}>
            {MEDIA_TEXT.download}
          </ActionButton>
        </div>
      </div>
      <p className="media-tile__caption">
        {Number.isNaN(image.createdAt) ? null : <time dateTime={new Date(image.createdAt).toISOString()}>{formatDay(dayAt(image.createdAt, locale), true, locale)}</time>}
        {size ? <span>{DIALOG_TEXT.size(size.width, size.height)}</span> : null}
      </p>
    </li>
  )
}

/** The Generated Media screen (docs/product.md#generated-media) from plain props: the screen component binds the machine. */
export function MediaView({ phase, images, open, download, locale, canRefresh, canDownload, onRefresh, onRetry, onView, onClose, onDownload }: MediaViewProps) {
  const fetchingId = download.phase === 'fetching' ? download.imageId : null
  const notice = <DownloadNotice download={download} />
  return (
    <>
      <ScreenHeader title={MEDIA_TEXT.title} subtitle={MEDIA_TEXT.about}>
        <div className="media-toolbar">
          {phase === 'loaded' ? <p className="media-toolbar__count">{MEDIA_TEXT.count(images.length, locale)}</p> : null}
          <ActionButton className="btn btn-secondary btn-sm" enabled={canRefresh} busy={phase === 'loading'} onAct={onRefresh}>
            {MEDIA_TEXT.refresh}
          </ActionButton>
        </div>
      </ScreenHeader>
      {/* One place for the download's words: in the dialog while it is open (the page behind is hidden from assistive technology). */}
      {open ? null : notice}
      {phase === 'loading' ? <LoadingGallery /> : null}
      {phase === 'error' ? <LoadFailedCard title={MEDIA_TEXT.errorTitle} text={MEDIA_TEXT.errorText} retryLabel={MEDIA_TEXT.retry} onRetry={onRetry} /> : null}
      {phase === 'loaded' && images.length === 0 ? <EmptyGallery /> : null}
      {phase === 'loaded' && images.length > 0 ? (
        <ul className="media-grid list-reset" aria-label={MEDIA_TEXT.gridLabel}>
          {images.map((image) => (
            <Tile
              key={image.id}
              image={image}
              locale={locale}
              canDownload={canDownload}
              downloading={fetchingId === image.id}
              onView={() => onView(image.id)}
              onDownload={() => onDownload(image.id)}
            />
          ))}
        </ul>
      ) : null}
      {open ? (
        <ImageDialog
          image={open}
          locale={locale}
          canDownload={canDownload}
          downloading={fetchingId === open.id}
          notice={notice}
          onDownload={() => onDownload(open.id)}
          onClose={onClose}
        />
      ) : null}
    </>
  )
}
