/** Whether charts can be drawn here, and the lazily loaded chart.js chunk that draws a ChartSpec (./chart-spec.ts). */
let canDraw: boolean | null = null

/**
 * Whether this browser gives a canvas a 2D context. Without one (jsdom, some locked-down browsers)
 * the chart is not drawn and its caption and data table stand alone.
 */
export function canDrawCharts(): boolean {
  if (canDraw === null) {
    try {
      canDraw = typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null
    } catch {
      canDraw = false
    }
  }
  return canDraw
}

/** The chart.js chunk; started early by the screen so it arrives with the data. */
export const loadCanvasChart = () => import('./canvas-chart')
