/**
 * satori's input as plain objects: satori reads React elements structurally ({ type, key, props }),
 * so the composition needs neither React nor JSX (backend/ imports no React: eslint.config.js).
 */
export type Style = Record<string, string | number>

export interface El {
  type: 'div' | 'img'
  key: string | null
  props: { style: Style; children?: (El | string)[]; src?: string; width?: number; height?: number }
}

export function div(key: string | null, style: Style, children: readonly (El | string | null | false)[] = []): El {
  return { type: 'div', key, props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children: children.filter((child): child is El | string => Boolean(child)) } }
}

/** A text block: one string, wrapped, at most `lines` lines (then an ellipsis). */
export function text(key: string, value: string, style: Style, lines: number): El {
  return {
    type: 'div',
    key,
    props: { style: { display: 'block', boxSizing: 'border-box', flexShrink: 0, maxWidth: '100%', wordBreak: 'break-word', lineClamp: lines, ...style }, children: [value] },
  }
}

export function img(key: string, src: string, width: number, height: number, style: Style = {}): El {
  return { type: 'img', key, props: { src, width, height, style: { width, height, flexShrink: 0, ...style } } }
}
