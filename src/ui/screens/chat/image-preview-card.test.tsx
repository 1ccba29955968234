import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ImagePreviewView, type ImagePreviewViewProps } from './image-preview-card'
import { drawnSize } from './image-result'
import { IMAGE_TEXT } from './image-text'

const noop = () => undefined

function props(overrides: Partial<ImagePreviewViewProps> = {}): ImagePreviewViewProps {
  return {
    message: 'I would create this image: A square post of Kopi Ais.',
    request: 'Make a post for our kopi ais',
    preset: 'instagram-square',
    custom: '',
    customProblem: null,
    description: 'Make a post for our kopi ais',
    descriptionMissing: false,
    editorOpen: false,
    editorText: '',
    advising: false,
    generating: false,
    outcome: 'none',
    error: null,
    result: null,
    canEdit: true,
    canAdvise: true,
    canExpand: true,
    canGenerate: true,
    onPreset: noop,
    onCustom: noop,
    onCustomBlur: noop,
    onDescription: noop,
    onAdvice: noop,
    onExpand: noop,
    onEditorChange: noop,
    onEditorSave: noop,
    onEditorCancel: noop,
    onGenerate: noop,
    onUploadAssets: noop,
    ...overrides,
  }
}

describe('ImagePreviewView', () => {
  it('offers the five sizes as labelled radios, Instagram Square first and chosen, every control named', () => {
    render(<ImagePreviewView {...props()} />)
    const card = within(screen.getByRole('region', { name: 'Image preview: Make a post for our kopi ais' }))
    const sizes = within(card.getByRole('group', { name: IMAGE_TEXT.resolution }))
    expect(sizes.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['instagram-square', 'facebook-cover', 'tiktok', 'linkedin-post', 'custom'])
    expect(sizes.getByRole('radio', { name: 'Instagram Square 1080x1080' })).toBeChecked()
    for (const name of ['Facebook Cover 1200x630', 'TikTok 1080x1920', 'LinkedIn Post 1200x627', 'Custom']) expect(sizes.getByRole('radio', { name })).not.toBeChecked()
    expect(card.getByRole('textbox', { name: IMAGE_TEXT.description })).toHaveValue('Make a post for our kopi ais')
    for (const name of [IMAGE_TEXT.advice, IMAGE_TEXT.expand, IMAGE_TEXT.generate, IMAGE_TEXT.uploadAssets]) expect(card.getByRole('button', { name })).toBeEnabled()
    // The size box only with Custom.
    expect(card.queryByRole('textbox', { name: IMAGE_TEXT.customLabel })).toBeNull()
  })

  it('says what is wrong with a custom size and a blank description, tied to their boxes', () => {
    render(<ImagePreviewView {...props({ preset: 'custom', custom: '50x50', customProblem: 'bounds', description: '', descriptionMissing: true })} />)
    const size = screen.getByRole('textbox', { name: IMAGE_TEXT.customLabel })
    expect(size).toHaveAttribute('aria-invalid', 'true')
    expect(size).toHaveAccessibleDescription('Each side must be from 200 to 4,096 pixels')
    expect(screen.getByRole('textbox', { name: IMAGE_TEXT.description })).toHaveAccessibleDescription(
      'Please tell what kind of image you want or click to get AI suggestion before generating images',
    )
    expect(IMAGE_TEXT.customProblem('format')).toBe('Enter the size as WIDTHxHEIGHT in digits, for example 1080x1350')
  })

  it('while generating: the form is locked and Generate says Generating…', () => {
    render(<ImagePreviewView {...props({ generating: true, canEdit: false, canAdvise: false, canExpand: false, canGenerate: false })} />)
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: IMAGE_TEXT.generating })).toBeDisabled()
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled()
    expect(screen.getByRole('button', { name: IMAGE_TEXT.uploadAssets })).toBeEnabled()
  })

  it("a failure shows the server's error, else the client's words", () => {
    const { rerender } = render(<ImagePreviewView {...props({ outcome: 'failed', error: 'The composer is busy' })} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The composer is busy')
    rerender(<ImagePreviewView {...props({ outcome: 'failed', error: null })} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate image. Please try again.')
  })

  it("'Edit Image Description': a modal with the text focused, its character count, Cancel and 'Save & Close'; Escape cancels", async () => {
    const user = userEvent.setup()
    const onEditorSave = vi.fn()
    const onEditorCancel = vi.fn()
    function Editing() {
      const [text, setText] = useState('Kopi ais')
      return <ImagePreviewView {...props({ editorOpen: true, editorText: text, onEditorChange: setText, onEditorSave, onEditorCancel })} />
    }
    render(<Editing />)
    const dialog = within(screen.getByRole('dialog', { name: IMAGE_TEXT.editorTitle }))
    const box = dialog.getByRole('textbox', { name: IMAGE_TEXT.description })
    expect(box).toHaveFocus()
    expect(box).toHaveAccessibleDescription('8 characters')
    await user.type(box, '!')
    expect(box).toHaveAccessibleDescription('9 characters')
    // Tab goes round the dialog: the text, Cancel, Save & Close, the text again.
    await user.tab()
    await user.tab()
    expect(dialog.getByRole('button', { name: 'Save & Close' })).toHaveFocus()
    await user.tab()
    expect(box).toHaveFocus()
    await user.click(dialog.getByRole('button', { name: 'Save & Close' }))
    expect(onEditorSave).toHaveBeenCalledTimes(1)
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await user.keyboard('{Escape}')
    expect(onEditorCancel).toHaveBeenCalledTimes(2)
    expect(IMAGE_TEXT.characters(1)).toBe('1 character')
  })

  it('draws an image at its own proportions in a 480 px box, never larger than it is', () => {
    expect(drawnSize('1080x1080')).toEqual({ width: 480, height: 480 })
    expect(drawnSize('1200x630')).toEqual({ width: 480, height: 252 })
    expect(drawnSize('1200x627')).toEqual({ width: 480, height: 251 })
    expect(drawnSize('300x200')).toEqual({ width: 300, height: 200 })
  })
})
