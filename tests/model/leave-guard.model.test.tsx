import { readFileSync } from 'node:fs'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { apiUrl } from '../../src/api/http'
import { leaveGuardMachine, type LeaveGuardEvent } from '../../src/machines/leave-guard/leave-guard.machine'
import { LEAVE_MESSAGES, leaveWarning } from '../../src/ui/screens/upload/messages'
import { server } from '../setup/vitest.setup'
import { createEndpointGate, settleRequestsAfterEach } from '../utils/backend-gate'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { leaveGuardGestures } from '../utils/gestures/leave-guard'
import { UPLOAD_LABELS } from '../utils/gestures/upload'
import { defineModel, describeModel, type BackendGate, type EventFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'

const NAME = 'loyverse-receipts-by-item.csv'

interface Ctx {
  driver: Driver
  route: RenderedRoute
  /** Holds the upload: letting it through ends it. */
  gate: BackendGate
}

const events = {
  'leave.request': { samples: [{ type: 'leave.request', to: '/dashboard' }], perform: ({ driver }) => leaveGuardGestures.follow(driver, 'Dashboard') },
  'leave.stay': { samples: [{ type: 'leave.stay' }], perform: ({ driver }) => leaveGuardGestures.stay(driver) },
  'leave.confirm': { samples: [{ type: 'leave.confirm' }], perform: ({ driver }) => leaveGuardGestures.leave(driver) },
  // The world ends the upload while the question is open: the screen says so to the guard.
  'leave.allowed': { samples: [{ type: 'leave.allowed' }], perform: ({ gate }) => Promise.resolve(gate.allow(1)) },
} satisfies EventFixtures<LeaveGuardEvent, Ctx>

const dialog = () => screen.queryByRole('alertdialog', { name: LEAVE_MESSAGES.title })
const filePanel = () => screen.getByRole('region', { name: UPLOAD_LABELS.filePanel })

const model = defineModel<typeof leaveGuardMachine, never, Ctx>({
  machine: leaveGuardMachine,
  events,
  outcomes: {},
  gate: () => createEndpointGate(server, { method: 'POST', url: apiUrl('/upload') }),
  mount: async (inspect, gate) => {
    const route = await renderRoute('/upload', { user: 'new', inspect })
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
    // An upload under way: held at the backend until a path lets it through.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Choose a file'), new File([readFileSync(`mocks/fixtures/pos/${NAME}`)], NAME, { type: 'text/csv' }))
    await route.user.click(within(filePanel()).getByRole('button', { name: 'Upload file' }))
    await within(filePanel()).findByRole('button', { name: UPLOAD_LABELS.cancel })
    return { route, driver: rtlDriver(route.user), gate }
  },
  screens: {
    idle: ({ route }) => {
      expect(dialog()).not.toBeInTheDocument()
      expect(route.location().pathname).toBe('/upload')
      expect(within(filePanel()).getByRole('button', { name: UPLOAD_LABELS.cancel })).toBeInTheDocument()
    },
    asking: ({ route }) => {
      expect(dialog()).toHaveAccessibleDescription(leaveWarning(NAME))
      expect(within(dialog()!).getByRole('button', { name: LEAVE_MESSAGES.stay })).toHaveFocus()
      expect(route.location().pathname).toBe('/upload')
    },
    left: ({ route }) => {
      expect(dialog()).not.toBeInTheDocument()
      expect(route.location().pathname).toBe('/dashboard')
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    },
  },
  journeys: [
    // Stay, then try again and leave.
    [{ type: 'leave.request', to: '/dashboard' }, { type: 'leave.stay' }, { type: 'leave.request', to: '/dashboard' }, { type: 'leave.confirm' }],
  ],
})

settleRequestsAfterEach(server)

describeModel('leave-guard machine on the real upload screen', model)
