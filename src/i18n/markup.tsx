import { Fragment, type ReactNode } from 'react'
import type { MessagePart } from './paraglide/runtime.js'

/** How each markup tag of a message is drawn, e.g. `{ strong: (words) => <strong>{words}</strong> }`. */
export type MarkupTags = Record<string, (words: ReactNode) => ReactNode>

/**
 * A message with markup (`{#strong}…{/strong}`, from the message's `.parts()`) as React nodes: the
 * translator keeps the whole sentence and moves the emphasis with the words. Tags do not nest in our
 * messages; a tag without a drawing shows its words plainly.
 */
export function Markup({ parts, tags }: { parts: MessagePart[]; tags: MarkupTags }) {
  const nodes: ReactNode[] = []
  let open: { name: string; words: string[] } | null = null
  for (const part of parts) {
    if (part.type === 'text') {
      if (open) open.words.push(part.value)
      else nodes.push(part.value)
    } else if (part.type === 'markup-start') {
      open = { name: part.name, words: [] }
    } else if (part.type === 'markup-end' && open) {
      const words = open.words.join('')
      nodes.push(<Fragment key={nodes.length}>{tags[open.name]?.(words) ?? words}</Fragment>)
      open = null
    }
  }
  return <>{nodes}</>
}
