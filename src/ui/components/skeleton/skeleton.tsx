import type { CSSProperties } from 'react'
import './skeleton.css'

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: string
  /** CSS height (default one line of text). */
  height?: string
  /** `text` is a rounded line; `block` a card-shaped area. */
  shape?: 'text' | 'block'
  className?: string
}

/**
 * A grey placeholder where content is coming (docs/product.md#dashboard-states: skeletons while
 * loading). Hidden from assistive technology: the container it sits in says `aria-busy="true"` and
 * carries the words.
 */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  const style: CSSProperties = { ...(width ? { width } : {}), ...(height ? { height } : {}) }
  return <span aria-hidden="true" className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')} style={style} />
}
