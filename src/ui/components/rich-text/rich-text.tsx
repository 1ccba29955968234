import { Fragment, memo, useMemo, type ReactNode } from 'react'
import { parseRichText, type Block, type Inline } from './parse-rich-text'
import './rich-text.css'

/** Words a screen reader hears after each link; none when not given. */
type Hint = string | undefined

/** A cell's text, for naming its table. */
function textOf(nodes: readonly Inline[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf('bold' in node ? node.bold : node.text))).join('')
}

function inline(nodes: readonly Inline[], hint: Hint): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node
    if ('bold' in node) return <strong key={key}>{inline(node.bold, hint)}</strong>
    // The parser only makes links of http(s) addresses; a new tab keeps the conversation open.
    return (
      <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
        {inline(node.text, hint)}
        {hint ? <span className="visually-hidden"> {hint}</span> : null}
      </a>
    )
  })
}

function block(node: Block, key: number, hint: Hint): ReactNode {
  switch (node.kind) {
    case 'p':
      return (
        <p key={key}>
          {node.lines.map((line, i) => (
            <Fragment key={i}>
              {i ? <br /> : null}
              {inline(line, hint)}
            </Fragment>
          ))}
        </p>
      )
    case 'ul':
    case 'ol': {
      const List = node.kind
      return (
        <List key={key} start={node.kind === 'ol' ? node.start : undefined}>
          {node.items.map((item, i) => (
            <li key={i}>{inline(item, hint)}</li>
          ))}
        </List>
      )
    }
    case 'table': {
      const align = (i: number) => (node.right[i] ? 'rich-text__number' : undefined)
      return (
        // A table wider than a phone scrolls, so it takes the focus (axe scrollable-region-focusable),
        // named by its headers since the writer gives tables no caption.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div key={key} className="rich-text__table" role="region" aria-label={node.head.map(textOf).join(', ')} tabIndex={0}>
          <table>
            <thead>
              <tr>
                {node.head.map((cell, i) => (
                  <th key={i} scope="col" className={align(i)}>
                    {inline(cell, hint)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} className={align(i)}>
                      {inline(cell, hint)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    }
  }
}

export interface RichTextProps {
  /** An answer as the assistant wrote it (backend/assistant/markdown.ts); cut at 8,000 characters. */
  text: string
  /** Read after each link by screen readers, from the message catalogue ('opens in a new tab'). */
  newTabHint?: string
  className?: string
}

/**
 * An assistant answer's light formatting (paragraphs, line breaks, `- `/`1. ` lists, `**bold**`,
 * pipe tables, http(s) links) drawn as React elements from a parsed tree, never as an HTML string:
 * anything else, HTML included, is shown as the text it is. Memoised: a long conversation redraws
 * only the answers whose text changed.
 */
export const RichText = memo(function RichText({ text, newTabHint, className }: RichTextProps) {
  const blocks = useMemo(() => parseRichText(text), [text])
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{blocks.map((node, key) => block(node, key, newTabHint))}</div>
})
