/** What the chat's models (tests/model/chat*.model.test.tsx) mount and clear around each path. */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { watchRequests } from './backend-gate'
import { setChaosRule } from './chaos'
import { rtlDriver } from './driver-rtl'
import { CHAT_LABELS } from './gestures/chat'
import { rtlFileDriver, type UploadDriver } from './gestures/upload'
import { renderRoute } from './render'

export interface Ctx {
  driver: UploadDriver
  user: ReturnType<typeof userEvent.setup>
}

const CHAT_CHAOS = ['GET /chat/history', 'POST /chat', 'DELETE /chat/history', 'POST /upload', 'POST /generate-image'] as const

/**
 * After each path of the calling file: its requests have settled, the chat's chaos rules are gone
 * and the browser keeps nothing. `server` is the calling file's (the setup makes one per file).
 */
export function settleChatAfterEach(server: Parameters<typeof watchRequests>[0]): void {
  const inFlight = watchRequests(server)
  afterEach(async () => {
    await inFlight.settled()
    for (const rule of CHAT_CHAOS) setChaosRule(rule, null)
    sessionStorage.clear()
    localStorage.clear()
  })
  afterAll(() => inFlight.stop())
}
export async function mount(inspect: (event: InspectionEvent) => void): Promise<Ctx> {
  const route = await renderRoute('/chat', { user: 'demo', inspect })
  await screen.findByRole('heading', { level: 1, name: CHAT_LABELS.title })
  const files = userEvent.setup({ applyAccept: false })
  return { driver: rtlFileDriver(rtlDriver(route.user), files, (label) => screen.getByLabelText(label)), user: route.user }
}
