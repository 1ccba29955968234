import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_LOCALE } from '../../../../kernel/format'
import type { ChatMessage } from '../../../machines/chat/chat.machine'
import { answerMessage, assetsStatusMessage, generationBlockedMessage, generationFailureMessage, sendFailureMessages, userMessage } from '../../../machines/chat/chat-messages'
import { ChatView, type ChatViewProps } from './chat-view'
import { CHAT_TEXT } from './chat-text'
import { IMAGE_TEXT } from './image-text'

// Counts the answers drawn, so the long-conversation test can tell which bubbles rendered again.
const drawn = vi.hoisted(() => ({ answers: 0 }))
vi.mock('../../components/rich-text/rich-text', async (original) => {
  const actual = await original<typeof import('../../components/rich-text/rich-text')>()
  const { createElement, memo } = await import('react')
  return {
    ...actual,
    // Memoised as the real one is: counted only when React draws it again.
    RichText: memo((props: import('../../components/rich-text/rich-text').RichTextProps) => {
      drawn.answers += 1
      return createElement(actual.RichText, props)
    }),
  }
})

const noop = () => undefined

function props(messages: ChatMessage[], overrides: Partial<ChatViewProps> = {}): ChatViewProps {
  return {
    phase: messages.length > 0 ? 'conversation' : 'empty',
    messages,
    mode: 'general',
    thinking: false,
    historySource: 'server',
    historyFailed: false,
    clearFailed: false,
    canClear: messages.length > 0,
    canAsk: true,
    confirmingClear: false,
    clearing: false,
    locale: DEFAULT_LOCALE,
    tray: null,
    composer: { draft: '', canSend: false, queued: false, canAttach: true, onDraft: noop, onSend: noop, onAttach: noop },
    onMode: noop,
    onExample: noop,
    onClear: noop,
    onConfirmClear: noop,
    onCancelClear: noop,
    onOpenAssets: noop,
    ...overrides,
  }
}

const draw = (messages: ChatMessage[], overrides: Partial<ChatViewProps> = {}) =>
  render(
    <MemoryRouter>
      <ChatView {...props(messages, overrides)} />
    </MemoryRouter>,
  )

const bubbles = () => Array.from(screen.getByRole('log', { name: CHAT_TEXT.conversation }).querySelectorAll<HTMLElement>('li.chat-bubble'))

describe('ChatView', () => {
  it("draws an answer's formatting as elements, its figure with the dashboard link for its period, and its sources", () => {
    const answer = answerMessage(
      {
        response: 'Sales were **RM 8,402.10** last week.\n\n- Bangsar led\n- SS15 next',
        sources: ['Sales data, 16–22 Nov 2026', 'menu.pdf'],
        figure: { title: 'Sales by day, 16–22 Nov', unit: 'money', chart: 'bar', points: [{ label: 'Mon 16 Nov', value: 1200.5 }, { label: 'Tue 17 Nov', value: 980 }], period: { from: '2026-11-16', to: '2026-11-22' } },
      },
      'general',
    )
    draw([userMessage('Sales **last week**?', 'general'), answer])
    const [asked, answered] = bubbles()
    // The owner's words are text as typed: no formatting is read into them.
    expect(within(asked!).getByText('Sales **last week**?')).toBeInTheDocument()
    expect(asked!.querySelector('strong')).toBeNull()
    expect(within(answered!).getByText('RM 8,402.10').tagName).toBe('STRONG')
    expect(within(answered!).getByText('Bangsar led').tagName).toBe('LI')
    expect(within(answered!).getByRole('link', { name: CHAT_TEXT.figureLink })).toHaveAttribute('href', expect.stringMatching(/^\/dashboard\?from=2026-11-16&to=2026-11-22/))
    expect(within(answered!).getByRole('rowheader', { name: 'Mon 16 Nov' })).toBeInTheDocument()
    const sources = within(answered!).getByText(CHAT_TEXT.sources).parentElement!
    expect(within(sources).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sales data, 16–22 Nov 2026', 'menu.pdf'])
  })

  it('shows an image preview as its message when no chat runs its card (the view alone)', () => {
    draw([
      answerMessage(
        {
          type: 'image_preview_enhanced',
          preview: { action: 'generate_image', message: 'A square post of Kopi Ais for Friday.', estimated_cost: 0.2, generation_ready: false, asset_validation: { missing_assets: ['logo'] }, requirements_check: { missing_items: [] } },
          request_id: 'req-1',
        },
        'marketing',
      ),
    ])
    expect(bubbles()[0]!.querySelector('.chat-bubble__body')!.textContent).toBe('A square post of Kopi Ais for Friday.')
  })

  it("words the image flow's messages from the catalogue: the failure's apology, a blocked answer without words, the asset status", () => {
    draw([
      generationFailureMessage('img_1', 'marketing'),
      generationBlockedMessage('', 'img_1', 'marketing'),
      generationBlockedMessage('Upload your logo first', 'img_1', 'marketing'),
      assetsStatusMessage({ all_requirements_met: false, missing_assets: ['logo', 'product_image', 'gift_box'], validation_details: {} }, 'marketing'),
      assetsStatusMessage({ all_requirements_met: true, missing_assets: [], validation_details: {} }, 'marketing'),
    ])
    expect(bubbles().map((bubble) => bubble.querySelector('.chat-bubble__body')!.textContent)).toEqual([
      IMAGE_TEXT.failedBubble,
      IMAGE_TEXT.blockedDefault,
      'Upload your logo first',
      'Still needed: logo, product image, gift box',
      'All requirements met! Ready for image generation',
    ])
    expect(bubbles()[0]).toHaveClass('chat-bubble--error')
    expect(bubbles()[3]).toHaveClass('chat-bubble--system')
    expect(bubbles()[4]).toHaveClass('chat-bubble--success')
  })

  it('shows a generated image of the history at its proportions, lazily, with its time in ms and its size', () => {
    const made: ChatMessage = {
      id: 'm1',
      text: 'Kopi ais promo, green and gold',
      sender: 'ai',
      timestamp: '2026-11-24T09:00:00.000Z',
      generated_image_url: 'https://api.example.test/files/images/i1?expires=1&signature=ab',
      image_result: { generation_time: 1234, metadata: { resolution: '1080x1920' } },
    }
    draw([made])
    const image = within(bubbles()[0]!).getByRole('img', { name: made.text })
    expect(image).toHaveAttribute('src', made.generated_image_url)
    expect(image).toHaveAttribute('loading', 'lazy')
    // 1080x1920 scaled into the 480 px box: 270 x 480, the same proportions.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['270', '480'])
    expect(bubbles()[0]).toHaveTextContent('Generation time: 1,234 ms')
    expect(bubbles()[0]).toHaveTextContent('Resolution: 1080x1920')
  })

  it("'Brand assets' opens the asset modal at any time", () => {
    const onOpenAssets = vi.fn()
    draw([], { onOpenAssets })
    screen.getByRole('button', { name: IMAGE_TEXT.assetsOpen }).click()
    expect(onOpenAssets).toHaveBeenCalledTimes(1)
  })

  it("words a failed send's notice and apology from the catalogue", () => {
    draw([userMessage('Hi', 'general'), ...sendFailureMessages('general')])
    expect(bubbles().map((bubble) => bubble.querySelector('.chat-bubble__body')!.textContent)).toEqual(['Hi', CHAT_TEXT.sendFailed, CHAT_TEXT.errorBubble])
  })

  it('announces what is added to the conversation, and the thinking line, politely', () => {
    draw([userMessage('Hi', 'general')], { thinking: true })
    expect(screen.getByRole('log', { name: CHAT_TEXT.conversation })).toBeInTheDocument()
    expect(screen.getByText(CHAT_TEXT.thinking)).toHaveAttribute('role', 'status')
  })

  it('keeps 200 messages smooth without a virtual list: one more re-renders only the new bubble', () => {
    drawn.answers = 0
    const long = 'Sales were **RM 1,234.50**, up 12% on the week before.\n\n| Item | Revenue |\n| --- | ---: |\n| Kopi O | RM 310.00 |\n| Teh Tarik | RM 280.50 |'
    const messages = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0 ? userMessage(`Question ${i}`, 'general') : answerMessage({ response: long, sources: ['Sales data'] }, 'general'),
    )
    const view = draw(messages)
    const bubblesBefore = bubbles()
    expect(drawn.answers).toBe(100)
    drawn.answers = 0
    const next = [...messages, answerMessage({ response: long, sources: ['Sales data'] }, 'general')]
    view.rerender(
      <MemoryRouter>
        <ChatView {...props(next)} />
      </MemoryRouter>,
    )
    expect(bubbles()).toHaveLength(201)
    // Only the new answer was drawn: every earlier bubble is memoised, keyed by id, and kept as it was.
    expect(drawn.answers).toBe(1)
    bubbles().slice(0, 200).forEach((bubble, i) => expect(bubble).toBe(bubblesBefore[i]))
  })
})
