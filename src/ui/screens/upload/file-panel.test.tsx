import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FilePanel, type FilePanelProps } from './file-panel'

const noop = () => undefined
const props = (overrides: Partial<FilePanelProps>): FilePanelProps => ({
  file: { name: 'may.csv', size: 1_536_000 },
  progress: 0,
  uploading: false,
  canSelect: true,
  canUpload: true,
  canRemove: true,
  canCancel: false,
  banner: null,
  dateOffer: null,
  samples: null,
  onSelect: noop,
  onRemove: noop,
  onUpload: noop,
  onCancel: noop,
  onReread: noop,
  ...overrides,
})

describe('FilePanel', () => {
  it('shows the size in KB with thousands separators', () => {
    render(<FilePanel {...props({})} />)
    expect(screen.getByText('1,500.0 KB')).toBeInTheDocument()
  })

  it('says the server is reading the file once every byte is sent', () => {
    const { rerender } = render(<FilePanel {...props({ uploading: true, progress: 42, canSelect: false, canUpload: false, canRemove: false, canCancel: true })} />)
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '42')
    expect(screen.getByText('42%')).toBeInTheDocument()
    expect(screen.queryByText('Sent. Reading your file...')).not.toBeInTheDocument()
    rerender(<FilePanel {...props({ uploading: true, progress: 100, canSelect: false, canUpload: false, canRemove: false, canCancel: true })} />)
    expect(screen.getByText('Sent. Reading your file...')).toBeInTheDocument()
  })

  it('shows no sample links outside demo mode', () => {
    render(<FilePanel {...props({ samples: null })} />)
    expect(screen.queryByRole('heading', { name: 'Try a sample file' })).not.toBeInTheDocument()
  })

  it('shows a banner detail under its message', () => {
    render(<FilePanel {...props({ banner: { tone: 'success', text: 'Your file has been received and processed.', detail: '16 sales rows' } })} />)
    expect(screen.getByRole('status')).toHaveTextContent('Your file has been received and processed.16 sales rows')
  })

  it('offers the other reading of the dates, described by what a date becomes', async () => {
    const onReread = vi.fn()
    const dateOffer = { order: 'DMY', basis: 'default', alternative: 'MDY', example: { text: '12/1/2010', read: '2010-01-12', other: '2010-12-01' } } as const
    render(<FilePanel {...props({ file: null, dateOffer, onReread })} />)
    const button = screen.getByRole('button', { name: 'Read dates month first instead' })
    expect(button).toHaveAccessibleDescription('12/1/2010 was read as 12 Jan 2010; month first it is 1 Dec 2010.')
    await userEvent.click(button)
    expect(onReread).toHaveBeenCalledTimes(1)
  })
})
