import { screen } from '@testing-library/react'
import type { InspectionEvent } from 'xstate'
import type { Driver } from './driver'
import { rtlDriver } from './driver-rtl'
import { renderRoute, type RenderedRoute } from './render'

/** What a model walk over one screen works with: the route as rendered and a driver for its gestures. */
export interface ScreenCtx {
  driver: Driver
  route: RenderedRoute
}

/**
 * The `mount` of a model whose screen needs nothing before it renders: renders `path` signed out,
 * watched by the harness's inspector, and waits for the screen's heading.
 */
export function mountScreen(path: string, heading: string) {
  return async (inspect: (event: InspectionEvent) => void): Promise<ScreenCtx> => {
    const route = await renderRoute(path, { inspect })
    await screen.findByRole('heading', { name: heading })
    return { route, driver: rtlDriver(route.user) }
  }
}
