import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../kernel/contract'
import { cardInputOf } from './image-cards'

const user = (id: number, text: string): ChatMessage => ({ id, text, sender: 'user', timestamp: '2026-11-18T02:00:00.000Z' })
const preview = (id: number, resolution_preset?: string): ChatMessage => ({
  id,
  text: 'I would create this image: a landscape social-media image',
  sender: 'ai',
  timestamp: '2026-11-18T02:00:01.000Z',
  type: 'image_preview_enhanced',
  request_id: 'img_0123456789abcdef',
  preview: { action: 'generate_image', message: 'I would create this image: a landscape social-media image', generation_ready: true, ...(resolution_preset ? { resolution_preset } : {}) },
})

describe('a card’s start', () => {
  it('takes the owner’s words, the request id, and the size the request named', () => {
    const messages = [user(1, 'Make a Facebook cover for our new cafe opening'), preview(2, 'facebook-cover')]
    expect(cardInputOf(messages, 1)).toEqual({ requestId: 'img_0123456789abcdef', request: 'Make a Facebook cover for our new cafe opening', previewMessage: 'I would create this image: a landscape social-media image', preset: 'facebook-cover' })
  })

  it('names no size when the preview named none', () => {
    expect(cardInputOf([user(1, 'make a poster'), preview(2)], 1)).not.toHaveProperty('preset')
  })
})
