import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_LOCALE } from '../../../format'
import type { ChatMessage } from '../../../machines/chat/chat.machine'
import { answerMessage, sendFailureMessages, userMessage } from '../../../machines/chat/chat-messages'
import { ChatView, type ChatViewProps } from './chat-view'
import { CHAT_TEXT } from './chat-text'

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
    composer: { draft: '', canSend: false, canAttach: true, onDraft: noop, onSend: noop, onAttach: noop },
    onMode: noop,
    onExample: noop,
    onClear: noop,
    onConfirmClear: noop,
    onCancelClear: noop,
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

  it('shows an image preview as text with its fields', () => {
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
    const fields = Object.fromEntries(Array.from(bubbles()[0]!.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling!.textContent]))
    expect(fields).toEqual({
      [CHAT_TEXT.preview.action]: 'generate_image',
      [CHAT_TEXT.preview.message]: 'A square post of Kopi Ais for Friday.',
      [CHAT_TEXT.preview.cost]: '0.2',
      [CHAT_TEXT.preview.ready]: CHAT_TEXT.preview.no,
      [CHAT_TEXT.preview.missingAssets]: 'logo',
      [CHAT_TEXT.preview.missingItems]: CHAT_TEXT.preview.none,
    })
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
