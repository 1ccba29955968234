import { setup } from 'xstate'

/**
 * A collapsible menu (docs/product.md#navigation: the mobile menus toggle open and closed). Generic
 * on purpose: the public header and the signed-in navigation both use it. The view sends
 * `menu.close` whenever the menu should go away without the toggle: a link was chosen, Escape was
 * pressed, or the viewport grew past the breakpoint where the links show inline.
 */
export type MenuEvent = { type: 'menu.toggle' } | { type: 'menu.close' }

export const menuMachine = setup({
  types: {
    events: {} as MenuEvent,
  },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
      },
    },
  },
})
