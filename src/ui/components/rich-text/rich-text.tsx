import { Fragment, useMemo, type ReactNode } from 'react'
import { parseRichText, type Block, type Inline } from './parse-rich-text'
import './rich-text.css'

function inline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node
    if ('bold' in node) return <strong key={key}>{inline(node.bold)}</strong>
    // The parser only makes links of http(s) addresses; a new tab keeps the conversation open.
    return (
      <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
        {inline(node.text)}
      </a>
    )
  })
}

function block(node: Block, key: number): ReactNode {
  switch (node.kind) {
    case 'p':
      return (
        <p key={key}>
          {node.lines.map((line, i) => (
            <Fragment key={i}>
              {i ? <br /> : null}
              {inline(line)}
            </Fragment>
          ))}
        </p>
      )
    case 'ul':
      return <ul key={key}>{node.items.map((item, i) => <li key={i}>{inline(item)}</li>)}</ul>
    case 'ol':
      return (
        <ol key={key} start={node.start}>
          {node.items.map((item, i) => <li key={i}>{inline(item)}</li>)}
        </ol>
      )
    case 'table': {
      const align = (i: number) => (node.right[i] ? 'rich-text__number' : undefined)
      return (
        <div key={key} className="rich-text__table">
          <table>
            <thead>
              <tr>{node.head.map((cell, i) => <th key={i} scope="col" className={align(i)}>{inline(cell)}</th>)}</tr>
            </thead>
            <tbody>
              {node.rows.map((row, r) => (
                <tr key={r}>{row.map((cell, i) => <td key={i} className={align(i)}>{inline(cell)}</td>)}</tr>
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
  className?: string
}

/**
 * An assistant answer's light formatting (paragraphs, line breaks, `- `/`1. ` lists, `**bold**`,
 * pipe tables, http(s) links) drawn as React elements from a parsed tree, never as an HTML string:
 * anything else, HTML included, is shown as the text it is.
 */
export function RichText({ text, className }: RichTextProps) {
  const blocks = useMemo(() => parseRichText(text), [text])
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{blocks.map(block)}</div>
}
