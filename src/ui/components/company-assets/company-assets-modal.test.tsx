import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { renderAsOwner } from '../../../../tests/utils/assets-panel'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { LAST_VALIDATION_CHECK_KEY, type ValidationStatus } from '../../../machines/assets/company-assets.machine'
import { CompanyAssetsModal } from './company-assets-modal'

/** A real 1x1 PNG: the fake backend reads an image's size before it keeps it. */
const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0))
const logoFile = (name = 'kopi-kita.logo.png') => new File([PNG_1X1], name, { type: 'image/png' })

/** What the chat does: a button that opens the modal, and what it hears after an upload. */
function Chat({ onUploaded }: { onUploaded: (status: ValidationStatus) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Upload Missing Assets
      </button>
      <CompanyAssetsModal open={open} onClose={() => setOpen(false)} onUploaded={onUploaded} />
    </>
  )
}

async function openAs(user: 'demo' | 'new') {
  const onUploaded = vi.fn<(status: ValidationStatus) => void>()
  const rendered = await renderAsOwner(<Chat onUploaded={onUploaded} />, { user })
  await rendered.user.click(screen.getByRole('button', { name: 'Upload Missing Assets' }))
  const dialog = screen.getByRole('dialog', { name: 'Upload Company Assets' })
  await within(dialog).findByRole('form', { name: 'Logo' })
  return { ...rendered, dialog, onUploaded }
}

const form = (name: string) => screen.getByRole('form', { name })
/** Counts the requests of one call the panel makes. */
function countRequests(method: string, path: string) {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(path)) count++
  }
  server.events.on('request:start', listener)
  return () => count
}

describe('Company Assets modal', () => {
  it("opens on the new owner's status: what is still needed, per type in words, when it was checked", async () => {
    const { dialog } = await openAs('new')
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Company Assets' })).toBeInTheDocument()
    expect(await within(dialog).findByText('2 assets still needed')).toBeInTheDocument()
    const required = within(within(dialog).getByRole('list', { name: 'Requirement status' })).getAllByRole('listitem')
    expect(required.map((item) => item.textContent)).toEqual(['LogoNot uploaded', 'Product photoNot uploaded', 'PackagingNot uploaded', 'MenuNot uploaded'])
    expect(within(form('Logo')).getByText('Supports: JPG, PNG, PDF, SVG (max 10MB each)')).toBeInTheDocument()
    expect(within(form('Logo')).getByLabelText('Choose a file')).toHaveAccessibleDescription('Supports: JPG, PNG, PDF, SVG (max 10MB each)')
    expect(within(dialog).getByText(/^Last checked: \d{1,2}:\d{2}\s?[ap]m$/)).toBeInTheDocument()
    expect(Number(localStorage.getItem(LAST_VALIDATION_CHECK_KEY))).toBeGreaterThan(Date.now() - 60_000)
    // Every input is labelled; required metadata says so.
    expect(within(form('Logo')).getByLabelText('Brand name (required)')).toHaveAttribute('aria-required', 'true')
    expect(within(form('Logo')).getByLabelText('Tagline')).toHaveAttribute('aria-required', 'false')
    expect(within(form('Logo')).getByLabelText('Choose a file')).toHaveAttribute('accept', 'image/*,.pdf,.doc,.docx')
  })

  it('checks the rules before any request, and each fixed rule goes as it is fixed', async () => {
    const { user } = await openAs('new')
    const uploads = countRequests('POST', '/assets/upload')
    await user.click(within(form('Logo')).getByRole('button', { name: 'Upload' }))
    expect(within(form('Logo')).getByRole('alert')).toHaveTextContent("File is required for asset type 'logo'; Required: Brand name")
    expect(within(form('Logo')).getByLabelText('Brand name (required)')).toHaveAttribute('aria-invalid', 'true')
    await user.type(within(form('Logo')).getByLabelText('Brand name (required)'), 'Kopi Kita')
    expect(within(form('Logo')).getByRole('alert')).toHaveTextContent(/^File is required for asset type 'logo'$/)
    await user.click(within(form('Menu')).getByRole('button', { name: 'Upload' }))
    expect(within(form('Menu')).getByRole('alert')).toHaveTextContent(/^Required: Menu title$/)
    expect(uploads()).toBe(0)
  })

  it('refuses a file by its content, naming it, and keeps none', async () => {
    const { user } = await openAs('new')
    await user.upload(within(form('Logo')).getByLabelText('Choose a file'), new File(['GIF89a...'], 'party.png', { type: 'image/png' }))
    expect(await within(form('Logo')).findByText(/^party\.png is not a file Selera can use/)).toBeInTheDocument()
    expect(within(form('Logo')).getByText('No file chosen')).toBeInTheDocument()
  })

  it('uploads a logo, announces the new status, lists it with its preview, and removes it for good', async () => {
    const { user, onUploaded } = await openAs('new')
    await user.upload(within(form('Logo')).getByLabelText('Choose a file'), logoFile())
    expect(await within(form('Logo')).findByText('Chosen: kopi-kita.logo.png')).toBeInTheDocument()
    await user.type(within(form('Logo')).getByLabelText('Brand name (required)'), 'Kopi Kita')
    await user.click(within(form('Logo')).getByRole('button', { name: 'Upload' }))
    expect(await within(form('Logo')).findByText('kopi-kita uploaded')).toBeInTheDocument()
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1))
    const status = onUploaded.mock.calls[0]![0]
    expect(status).toMatchObject({ all_requirements_met: false, missing_assets: ['product_image'] })
    expect(status.validation_details.logo?.status).toBe('available')
    expect(await screen.findByText('1 asset still needed')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Your uploaded assets' })
    const preview = within(list).getByRole('img', { name: 'Preview of kopi-kita' })
    expect(preview.getAttribute('src')).toMatch(/signature=/)
    // The form is ready for the next asset.
    expect(within(form('Logo')).getByLabelText('Brand name (required)')).toHaveValue('')

    await user.click(within(list).getByRole('button', { name: 'Remove kopi-kita' }))
    expect(await screen.findByText('No assets uploaded yet.')).toBeInTheDocument()
    expect(await screen.findByText('2 assets still needed')).toBeInTheDocument()
    // Gone after the panel opens again too.
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await user.click(screen.getByRole('button', { name: 'Upload Missing Assets' }))
    expect(await screen.findByText('No assets uploaded yet.')).toBeInTheDocument()
  })

  it('takes a file dropped on a form', async () => {
    await openAs('new')
    const area = within(form('Product photo')).getByRole('group', { name: 'File for Product photo' })
    const file = logoFile('nasi-lemak.png')
    fireEvent.drop(area, { dataTransfer: { files: [file], types: ['Files'] } })
    expect(await within(form('Product photo')).findByText('Chosen: nasi-lemak.png')).toBeInTheDocument()
  })

  it("shows the server's detail when it refuses an upload, else 'Failed to upload {file}', keeping the form", async () => {
    const { user } = await openAs('new')
    await user.type(within(form('Menu')).getByLabelText('Menu title (required)'), 'Breakfast')
    setChaosRule('POST /assets/upload', { status: 422, body: { detail: 'The menu is too long to keep' } })
    await user.click(within(form('Menu')).getByRole('button', { name: 'Upload' }))
    expect(await within(form('Menu')).findByText('The menu is too long to keep')).toBeInTheDocument()
    setChaosRule('POST /assets/upload', { status: 500 })
    await user.upload(within(form('Menu')).getByLabelText('Choose a file'), logoFile('menu-board.png'))
    await within(form('Menu')).findByText('Chosen: menu-board.png')
    await user.click(within(form('Menu')).getByRole('button', { name: 'Upload' }))
    expect(await within(form('Menu')).findByText('Failed to upload menu-board.png')).toBeInTheDocument()
    expect(within(form('Menu')).getByLabelText('Menu title (required)')).toHaveValue('Breakfast')
  })

  it("says 'Failed to load asset types' and loads on Try Again", async () => {
    setChaosRule('GET /asset-types', { status: 500 })
    const rendered = await renderAsOwner(<Chat onUploaded={() => undefined} />, { user: 'new' })
    await rendered.user.click(screen.getByRole('button', { name: 'Upload Missing Assets' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load asset types')
    setChaosRule('GET /asset-types', null)
    await rendered.user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('form', { name: 'Logo' })).toBeInTheDocument()
  })

  it('keeps the focus inside; Escape closes it and the focus goes back to what opened it', async () => {
    const { user, dialog } = await openAs('demo')
    const close = within(dialog).getByRole('button', { name: 'Close' })
    await user.tab({ shift: true })
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(close).not.toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload Missing Assets' })).toHaveFocus()
  })

  it('tells the demo owner all requirements are met, and still takes uploads', async () => {
    const { dialog } = await openAs('demo')
    expect(await within(dialog).findByText('All requirements met! Ready for image generation')).toBeInTheDocument()
    expect(within(form('Packaging')).getByRole('button', { name: 'Upload' })).toBeEnabled()
    expect(within(screen.getByRole('list', { name: 'Your uploaded assets' })).getAllByRole('img').length).toBeGreaterThan(0)
  })
})
