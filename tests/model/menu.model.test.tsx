import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { menuMachine, type MenuEvent } from '../../src/machines/menu/menu.machine'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { menuGestures } from '../utils/gestures/menu'
import { defineModel, describeModel, type EventFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'

interface Ctx {
  driver: Driver
}

const closeByLink = { type: 'menu.close' } as const
const closeByEscape = { type: 'menu.close' } as const

const events = {
  'menu.toggle': {
    samples: [{ type: 'menu.toggle' }],
    perform: ({ driver }, _event, from) => menuGestures.toggle(driver, from.matches('open')),
  },
  'menu.close': {
    // Two ways to close without the toggle: each sample is its own gesture.
    samples: [closeByLink, closeByEscape],
    perform: ({ driver }, event) => (event === closeByLink ? menuGestures.chooseLink(driver, 'Pricing') : menuGestures.escape(driver)),
  },
} satisfies EventFixtures<MenuEvent, Ctx>

const toggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ })

const model = defineModel<typeof menuMachine, never, Ctx>({
  machine: menuMachine,
  events,
  outcomes: {},
  mount: async (inspect) => {
    const route = await renderRoute('/', { inspect })
    await screen.findByRole('heading', { level: 1 })
    return { driver: rtlDriver(route.user) }
  },
  screens: {
    closed: () => {
      expect(toggle()).toHaveAccessibleName('Open menu')
      expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    },
    open: () => {
      expect(toggle()).toHaveAccessibleName('Close menu')
      expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    },
  },
  journeys: [
    [{ type: 'menu.toggle' }, closeByLink],
    [{ type: 'menu.toggle' }, closeByEscape],
  ],
})

describeModel('menu machine on the landing page header', model)
