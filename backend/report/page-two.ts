/**
 * Page 2 of the weekly PDF: top items, the week's insights, three recommendations and the notes on
 * names the font cannot show. Every block is measured before it is drawn and the page stops at its
 * bottom margin, so the report never spills onto a third page whatever the text.
 */
import type { ReportContent } from './content'
import { sectionTitle } from './page-one'
import { COLOURS, CONTENT_WIDTH, PAGE, type Pen } from './pen'

const { margin: M, width: W, height: H } = PAGE
const LEADING = 13.5
const MAX_LINES = 3
const NOTE_LEADING = 10

export function drawPageTwo(pen: Pen, content: ReportContent): void {
  pen.rect(0, 0, W, 44, COLOURS.band)
  pen.text(`${content.business}  ·  ${content.weekLabel}`, M, 28, { size: 11, style: 'bold', colour: COLOURS.onBand, maxWidth: CONTENT_WIDTH })

  let y = drawItems(pen, content, 82)
  const notesHeight = content.notes.reduce((sum, note) => sum + pen.lines(note, CONTENT_WIDTH, { size: 7.5, maxLines: 2 }).length * NOTE_LEADING + 4, 0)
  const bottom = H - 48 - notesHeight

  y = drawList(pen, 'What the week tells us', content.insights, y + 24, bottom, 'bullet', 'No insights were found for this week.')
  drawList(pen, 'Three things to do this week', content.recommendations, y + 18, bottom, 'number', 'No recommendations for this week.')

  let noteY = H - 40 - notesHeight + 8
  for (const note of content.notes) {
    noteY += pen.paragraph(note, M, noteY, CONTENT_WIDTH, { size: 7.5, colour: COLOURS.muted, maxLines: 2, leading: NOTE_LEADING }) * NOTE_LEADING + 4
  }
}

/** The top-items table; answers the y below it. */
function drawItems(pen: Pen, content: ReportContent, top: number): number {
  sectionTitle(pen, 'Top items', top)
  if (content.items.length === 0) {
    pen.text('No item names in this week’s sales (day totals only).', M, top + 28, { size: 10, colour: COLOURS.muted })
    return top + 36
  }
  const columns = { rank: M, name: M + 22, sold: M + 330, revenue: M + 430, change: M + CONTENT_WIDTH }
  const header = top + 26
  const style = { size: 9, style: 'bold' as const, colour: COLOURS.muted }
  pen.text('#', columns.rank, header, style)
  pen.text('Item', columns.name, header, style)
  pen.text('Sold', columns.sold, header, { ...style, align: 'right' })
  pen.text('Revenue', columns.revenue, header, { ...style, align: 'right' })
  pen.text('vs week before', columns.change, header, { ...style, align: 'right' })
  content.items.forEach((item, index) => {
    const y = header + 20 + index * 19
    pen.text(String(item.rank), columns.rank, y, { size: 10, colour: COLOURS.muted })
    pen.text(item.name, columns.name, y, { size: 10, maxWidth: columns.sold - columns.name - 50 })
    pen.text(item.quantity, columns.sold, y, { size: 10, align: 'right' })
    pen.text(item.revenue, columns.revenue, y, { size: 10, style: 'bold', align: 'right' })
    const colour = item.change.startsWith('+') ? COLOURS.up : item.change.startsWith('-') ? COLOURS.down : COLOURS.muted
    pen.text(item.change, columns.change, y, { size: 10, colour, align: 'right' })
    pen.line(M, y + 6, M + CONTENT_WIDTH, y + 6, COLOURS.rule, 0.4)
  })
  return header + 20 + (content.items.length - 1) * 19 + 6
}

/** A titled list of wrapped paragraphs that stops before `bottom`; answers the y below it. */
function drawList(pen: Pen, title: string, entries: readonly string[], top: number, bottom: number, marker: 'bullet' | 'number', empty: string): number {
  if (top + 40 > bottom) return top
  sectionTitle(pen, title, top)
  let y = top + 28
  if (entries.length === 0) {
    pen.text(empty, M, y, { size: 10, colour: COLOURS.muted })
    return y + 8
  }
  const indent = 16
  for (const [index, entry] of entries.entries()) {
    const options = { size: 10, maxLines: MAX_LINES, leading: LEADING }
    const lines = pen.lines(entry, CONTENT_WIDTH - indent, options)
    if (y + (lines.length - 1) * LEADING > bottom) break
    pen.text(marker === 'bullet' ? '•' : `${index + 1}.`, M + 2, y, { size: 10, style: 'bold', colour: COLOURS.primary })
    pen.paragraph(entry, M + indent, y, CONTENT_WIDTH - indent, options)
    y += lines.length * LEADING + 7
  }
  return y - 7
}
