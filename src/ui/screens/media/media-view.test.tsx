import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { formatWhen, localeOf } from '../../../../kernel/format'
import type { GalleryImage } from '../../../machines/generated-media/generated-media.machine'
import { ALT_MAX_CHARS, altOf, DIALOG_TEXT, DOWNLOAD_TEXT, MEDIA_TEXT } from './media-text'
import { MediaView, type DownloadProps, type MediaViewProps } from './media-view'

const SINGAPORE = localeOf({ timezone: 'Asia/Singapore' })
const TEH_TARIK: GalleryImage = {
  id: '1',
  src: 'https://api.example/files/images/1.png?signature=a',
  query: 'Teh tarik promo for the weekend',
  createdAt: Date.parse('2026-11-23T17:30:00Z'),
  size: { width: 1080, height: 1920 },
  generationMs: 1234,
}
const UNDATED: GalleryImage = { id: '2', src: 'https://api.example/files/images/2.png', query: '  ', createdAt: Number.NaN, size: null, generationMs: null }
const IDLE: DownloadProps = { phase: 'idle', imageId: null, fileName: null, href: null, problem: null }

function renderView(props: Partial<MediaViewProps> = {}) {
  const handlers = { onRefresh: vi.fn(), onRetry: vi.fn(), onView: vi.fn(), onClose: vi.fn(), onDownload: vi.fn() }
  const all: MediaViewProps = { phase: 'loaded', images: [TEH_TARIK], open: null, download: IDLE, locale: SINGAPORE, canRefresh: true, canDownload: true, ...handlers, ...props }
  const utils = render(
    <MemoryRouter>
      <MediaView {...all} />
    </MemoryRouter>,
  )
  return { ...utils, ...handlers, user: userEvent.setup() }
}

describe('altOf', () => {
  it('keeps a query whole on one line, cuts a long one at a word, and names an image without words', () => {
    expect(altOf(' Nasi lemak\n Friday ')).toBe('Nasi lemak Friday')
    const long = 'Kopi Kita weekend promotion with teh tarik, kaya toast and half-boiled eggs for the whole family at every outlet in the Klang Valley this December'
    const cut = altOf(long)
    expect(cut.length).toBeLessThanOrEqual(ALT_MAX_CHARS)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(long[cut.length - 1]).toBe(' ')
    expect(altOf('')).toBe(MEDIA_TEXT.untitled)
  })
})

describe('MediaView', () => {
  it('loaded: the count, one tile per image with a lazy square thumbnail, and View and Download by Tab', async () => {
    const { user, onView, onDownload } = renderView({ images: [TEH_TARIK, UNDATED] })
    expect(screen.getByRole('heading', { level: 1, name: MEDIA_TEXT.title })).toBeInTheDocument()
    expect(screen.getByText('2 images')).toBeInTheDocument()
    const tiles = within(screen.getByRole('list', { name: MEDIA_TEXT.gridLabel })).getAllByRole('listitem')
    expect(tiles).toHaveLength(2)

    const image = within(tiles[0]!).getByRole('img', { name: TEH_TARIK.query })
    expect(image).toHaveAttribute('src', TEH_TARIK.src)
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('decoding', 'async')
    expect(image).toHaveAttribute('width', '320')
    expect(image).toHaveAttribute('height', '320')
    // The day in the account zone: 17:30 UTC on the 23rd is the 24th in Singapore.
    expect(within(tiles[0]!).getByText('24 Nov 2026')).toHaveAttribute('datetime', '2026-11-23T17:30:00.000Z')
    expect(tiles[0]).toHaveTextContent('1080 × 1920 px')
    expect(within(tiles[1]!).getByRole('img', { name: MEDIA_TEXT.untitled })).toBeInTheDocument()

    // Keyboard: Refresh, then each tile's View and Download.
    await user.tab()
    expect(screen.getByRole('button', { name: MEDIA_TEXT.refresh })).toHaveFocus()
    await user.tab()
    expect(within(tiles[0]!).getByRole('button', { name: `View ${TEH_TARIK.query}` })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onView).toHaveBeenCalledWith('1')
    await user.tab()
    expect(within(tiles[0]!).getByRole('button', { name: `Download ${TEH_TARIK.query}` })).toHaveFocus()
    await user.keyboard(' ')
    expect(onDownload).toHaveBeenCalledWith('1')
    await user.tab()
    expect(within(tiles[1]!).getByRole('button', { name: `View ${MEDIA_TEXT.untitled}` })).toHaveFocus()
  })

  it('says "1 image" for one', () => {
    renderView()
    expect(screen.getByText('1 image')).toBeInTheDocument()
  })

  it('loading: skeletons, busy, a status, Refresh unavailable and no count', async () => {
    const { user, onRefresh } = renderView({ phase: 'loading', canRefresh: false })
    const status = screen.getByText(MEDIA_TEXT.loading)
    expect(status).toHaveAttribute('role', 'status')
    expect(status.closest('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByRole('list', { name: MEDIA_TEXT.gridLabel })).not.toBeInTheDocument()
    expect(screen.queryByText(/\d+ images?$/)).not.toBeInTheDocument()
    const refresh = screen.getByRole('button', { name: MEDIA_TEXT.refresh })
    expect(refresh).toHaveAttribute('aria-disabled', 'true')
    await user.click(refresh)
    expect(onRefresh).not.toHaveBeenCalled()
  })

  it('empty: No Generated Images, how to make one, and the way to the chat', () => {
    renderView({ images: [] })
    const empty = screen.getByRole('region', { name: MEDIA_TEXT.emptyTitle })
    expect(empty).toHaveTextContent(MEDIA_TEXT.emptyText)
    expect(within(empty).getByRole('link', { name: MEDIA_TEXT.emptyLink })).toHaveAttribute('href', '/chat')
    expect(screen.getByText('0 images')).toBeInTheDocument()
  })

  it('error: Error Loading Images, Failed to load generated images, and Try Again', async () => {
    const { user, onRetry, onRefresh } = renderView({ phase: 'error' })
    const card = screen.getByRole('region', { name: 'Error Loading Images' })
    expect(within(card).getByRole('alert')).toHaveTextContent('Failed to load generated images')
    await user.click(within(card).getByRole('button', { name: 'Try Again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: MEDIA_TEXT.refresh }))
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })

  it('the download: preparing, saved with a link to save again, failed; one at a time', async () => {
    const { rerender, user, onDownload } = renderView({ download: { phase: 'fetching', imageId: '1', fileName: null, href: null, problem: null }, canDownload: false })
    expect(screen.getByRole('status')).toHaveTextContent(DOWNLOAD_TEXT.preparing)
    const download = screen.getByRole('button', { name: `Download ${TEH_TARIK.query}` })
    expect(download).toHaveAttribute('aria-disabled', 'true')
    await user.click(download)
    expect(onDownload).not.toHaveBeenCalled()

    const saved: DownloadProps = { phase: 'saved', imageId: '1', fileName: 'selera-2026-11-24-1080x1920.png', href: 'blob:selera/1', problem: null }
    const rest = { phase: 'loaded', images: [TEH_TARIK], open: null, locale: SINGAPORE, canRefresh: true, canDownload: true, onRefresh: vi.fn(), onRetry: vi.fn(), onView: vi.fn(), onClose: vi.fn(), onDownload } as const
    rerender(
      <MemoryRouter>
        <MediaView {...rest} download={saved} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('status')).toHaveTextContent(DOWNLOAD_TEXT.done(saved.fileName!))
    expect(screen.getByRole('link', { name: DOWNLOAD_TEXT.saveAgain })).toHaveAttribute('download', saved.fileName)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()

    rerender(
      <MemoryRouter>
        <MediaView {...rest} download={{ phase: 'failed', imageId: '1', fileName: null, href: null, problem: 'failed' }} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(DOWNLOAD_TEXT.failed)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()

    // An expired link: the way out is Refresh.
    rerender(
      <MemoryRouter>
        <MediaView {...rest} download={{ phase: 'failed', imageId: '1', fileName: null, href: null, problem: 'expired' }} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('The link to this image has expired. Refresh the gallery, then download it again.')
  })
})

/** The view with its open image kept as the machine would: View opens, Close or Escape closes. */
function DialogHarness({ onDownload, download = IDLE }: { onDownload: (id: string) => void; download?: DownloadProps }) {
  const [open, setOpen] = useState<GalleryImage | null>(null)
  return (
    <MemoryRouter>
      <MediaView
        phase="loaded"
        images={[TEH_TARIK]}
        open={open}
        download={download}
        locale={SINGAPORE}
        canRefresh={open === null}
        canDownload
        onRefresh={() => undefined}
        onRetry={() => undefined}
        onView={() => setOpen(TEH_TARIK)}
        onClose={() => setOpen(null)}
        onDownload={onDownload}
      />
    </MemoryRouter>
  )
}

describe('the Generated image dialog', () => {
  it('shows the query, the date in the account zone, the size and the generation time; Download Image downloads it', async () => {
    const onDownload = vi.fn()
    const user = userEvent.setup()
    render(<DialogHarness onDownload={onDownload} />)
    await user.click(screen.getByRole('button', { name: `View ${TEH_TARIK.query}` }))
    const dialog = screen.getByRole('dialog', { name: DIALOG_TEXT.title })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const detail = (term: string) => within(dialog).getByText(term).nextElementSibling
    expect(detail(DIALOG_TEXT.query)).toHaveTextContent(TEH_TARIK.query)
    // 17:30 UTC on the 23rd is 01:30 on the 24th in Singapore.
    expect(detail(DIALOG_TEXT.created)).toHaveTextContent(/24 Nov 2026/)
    expect(detail(DIALOG_TEXT.created)).toHaveTextContent(formatWhen(TEH_TARIK.createdAt, SINGAPORE))
    expect(detail(DIALOG_TEXT.dimensions)).toHaveTextContent('1080 × 1920 px')
    expect(detail(DIALOG_TEXT.generationTime)).toHaveTextContent('1,234 ms')
    expect(within(dialog).getByRole('img', { name: TEH_TARIK.query })).toHaveAttribute('src', TEH_TARIK.src)

    await user.click(within(dialog).getByRole('button', { name: DIALOG_TEXT.download }))
    expect(onDownload).toHaveBeenCalledWith('1')
  })

  it('holds the focus: Close first, Tab and Shift+Tab go round, Escape closes and gives the focus back to View', async () => {
    const user = userEvent.setup()
    render(<DialogHarness onDownload={() => undefined} />)
    const view = screen.getByRole('button', { name: `View ${TEH_TARIK.query}` })
    await user.click(view)
    const dialog = screen.getByRole('dialog', { name: DIALOG_TEXT.title })
    const close = within(dialog).getByRole('button', { name: DIALOG_TEXT.close })
    const download = within(dialog).getByRole('button', { name: DIALOG_TEXT.download })
    expect(close).toHaveFocus()
    await user.tab()
    expect(download).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(download).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(view).toHaveFocus()

    await user.click(view)
    await user.click(screen.getByRole('button', { name: DIALOG_TEXT.close }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(view).toHaveFocus()
  })

  it("says the download's outcome inside the dialog while it is open, and reports unknown details plainly", async () => {
    const user = userEvent.setup()
    render(<DialogHarness onDownload={() => undefined} download={{ phase: 'failed', imageId: '1', fileName: null, href: null, problem: 'failed' }} />)
    expect(screen.getByRole('alert')).toHaveTextContent(DOWNLOAD_TEXT.failed)
    await user.click(screen.getByRole('button', { name: `View ${TEH_TARIK.query}` }))
    const dialog = screen.getByRole('dialog', { name: DIALOG_TEXT.title })
    expect(within(dialog).getByRole('alert')).toHaveTextContent(DOWNLOAD_TEXT.failed)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })
})
