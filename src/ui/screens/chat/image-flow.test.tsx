/**
 * The image flow in the chat against the fake backend (docs/product.md#image-generation): a
 * marketing request answered with a preview card; the demo owner generates at a preset; the new
 * owner is blocked, the asset modal opens, and after an upload the chat says what is still needed.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setImageComposer } from '../../../../mocks/composer'
import { fakeComposer } from '../../../../backend/images/fake-composer'
import { server } from '../../../../tests/setup/vitest.setup'
import { watchRequests } from '../../../../tests/utils/backend-gate'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { IMAGE_LABELS, theCard } from '../../../../tests/utils/gestures/image-generation'
import { renderRoute } from '../../../../tests/utils/render'
import { CHAT_TEXT } from './chat-text'
import { IMAGE_TEXT } from './image-text'

const inFlight = watchRequests(server)
beforeEach(() => setImageComposer(fakeComposer()))
afterEach(async () => {
  await inFlight.settled()
  setImageComposer(null)
  setChaosRule('POST /get-prompt-advice', null)
  sessionStorage.clear()
  localStorage.clear()
})
afterAll(() => inFlight.stop())

const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0))

/** Opens the chat as `user`, asks in marketing mode for a post, and waits for the preview card. */
async function askForPost(user: 'demo' | 'new', request = 'Make an Instagram post for our kopi ais') {
  const route = await renderRoute('/chat', { user })
  await screen.findByRole('heading', { level: 1, name: CHAT_TEXT.title })
  await waitFor(() => expect(screen.queryByText(CHAT_TEXT.loading)).not.toBeInTheDocument())
  await route.user.click(screen.getByRole('button', { name: CHAT_TEXT.modes.marketing }))
  await route.user.type(screen.getByRole('textbox', { name: CHAT_TEXT.messageLabel }), `${request}{Enter}`)
  await screen.findByRole('region', { name: `Image preview: ${request}` }, { timeout: 5000 })
  return route
}

const bubbleTexts = () => Array.from(screen.getByRole('log', { name: CHAT_TEXT.conversation }).querySelectorAll('li.chat-bubble .chat-bubble__body')).map((body) => body.textContent)

describe('the image flow in the chat (docs/product.md#chat)', () => {
  it('the demo owner generates a TikTok post: the image at its size, the time in ms, Copy URL says Copied', async () => {
    const { user } = await askForPost('demo')
    const card = within(theCard())
    expect(card.getByRole('textbox', { name: IMAGE_LABELS.description })).toHaveValue('Make an Instagram post for our kopi ais')
    await user.click(card.getByRole('radio', { name: 'TikTok 1080x1920' }))
    await user.click(card.getByRole('button', { name: IMAGE_LABELS.generate }))
    const figure = within(await card.findByRole('figure', { name: IMAGE_LABELS.result }, { timeout: 10_000 }))
    const image = figure.getByRole('img', { name: 'Make an Instagram post for our kopi ais' })
    expect(image.getAttribute('src')).toMatch(/signature=/)
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['270', '480'])
    expect(figure.getByText('Resolution: 1080x1920')).toBeInTheDocument()
    expect(figure.getByText(/^Generation time: [\d,]+ ms$/)).toBeInTheDocument()
    // The client id came from the profile, once, and is kept as the profile screen keeps it.
    expect(localStorage.getItem('client_id')).toBeTruthy()
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(figure.getByRole('button', { name: IMAGE_LABELS.copy }))
    expect(await figure.findByText(IMAGE_TEXT.copied)).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(image.getAttribute('src'))
  })

  it('the new owner is blocked: the server’s message in a bubble, the asset modal opens; an upload there is reported in the chat', async () => {
    const { user } = await askForPost('new')
    await user.click(within(theCard()).getByRole('button', { name: IMAGE_LABELS.generate }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Company Assets' }, { timeout: 10_000 }))
    expect(within(theCard()).getByText(IMAGE_TEXT.blocked)).toBeInTheDocument()
    // The blocked answer's words are the server's: an assistant bubble after the card.
    const texts = bubbleTexts()
    expect(texts.at(-1)).toMatch(/\S/)
    expect(texts.at(-1)).not.toBe(IMAGE_TEXT.blockedDefault)
    const logo = await dialog.findByRole('form', { name: 'Logo' })
    await user.upload(within(logo).getByLabelText('Choose a file'), new File([PNG_1X1], 'kopi-kita.logo.png', { type: 'image/png' }))
    await user.type(within(logo).getByLabelText('Brand name (required)'), 'Kopi Kita')
    await user.click(within(logo).getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(bubbleTexts().at(-1)).toBe('Still needed: product image'), { timeout: 5000 })
    await user.click(dialog.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: 'Upload Company Assets' })).not.toBeInTheDocument()
    // 'Brand assets' opens it again at any time.
    await user.click(screen.getByRole('button', { name: IMAGE_TEXT.assetsOpen }))
    expect(await screen.findByRole('dialog', { name: 'Upload Company Assets' })).toBeInTheDocument()
  })

  it('a blank description is refused with the spec’s words and nothing is sent; AI advice fills it in; an advice failure is only logged', async () => {
    const { user } = await askForPost('demo')
    const card = within(theCard())
    const box = card.getByRole('textbox', { name: IMAGE_LABELS.description })
    await user.clear(box)
    await user.click(card.getByRole('button', { name: IMAGE_LABELS.generate }))
    expect(card.getByText('Please tell what kind of image you want or click to get AI suggestion before generating images')).toBeInTheDocument()
    await user.click(card.getByRole('button', { name: IMAGE_LABELS.advice }))
    await waitFor(() => expect((box as HTMLTextAreaElement).value).not.toBe(''))
    const advised = (box as HTMLTextAreaElement).value
    setChaosRule('POST /get-prompt-advice', { status: 500 })
    await user.click(card.getByRole('button', { name: IMAGE_LABELS.advice }))
    await waitFor(() => expect(console.info).toHaveBeenCalledWith(expect.stringContaining('prompt advice failed'), expect.anything()))
    expect(box).toHaveValue(advised)
    expect(card.queryByRole('alert')).toBeNull()
  })
})
