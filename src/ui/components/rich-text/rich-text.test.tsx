import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bold, bullets, plain, table } from '../../../../backend/assistant/markdown'
import { parseRichText } from './parse-rich-text'
import { RichText } from './rich-text'

/** Renders `text` and returns the component's root element. */
function draw(text: string): HTMLElement {
  const { container } = render(<RichText text={text} />)
  return container.firstElementChild as HTMLElement
}

describe('RichText: the subset the assistant writes, as elements', () => {
  it('draws paragraphs, line breaks, bold and both kinds of list', () => {
    const root = draw('Sales **RM1,234.50** last week.\nUp 12%.\n\n- Kopi\n- Teh\n\n2. Bangsar\n3. SS15')
    const [paragraph] = root.querySelectorAll('p')
    expect(paragraph).toHaveTextContent('Sales RM1,234.50 last week.Up 12%.')
    expect(paragraph!.querySelectorAll('br')).toHaveLength(1)
    expect(within(paragraph!).getByText('RM1,234.50').tagName).toBe('STRONG')
    const [bulleted, numbered] = screen.getAllByRole('list')
    expect(within(bulleted!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kopi', 'Teh'])
    expect(numbered!.tagName).toBe('OL')
    expect(numbered).toHaveAttribute('start', '2')
    expect(within(numbered!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bangsar', 'SS15'])
  })

  it('draws a table with its header and right-aligned number columns, in a box named by its headers', () => {
    draw('| Item | **Revenue** |\n| --- | ---: |\n| Kopi | RM12.00 |')
    const grid = screen.getByRole('table')
    expect(screen.getByRole('region', { name: 'Item, Revenue' })).toContainElement(grid)
    expect(within(grid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Revenue'])
    const cells = within(grid).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['Kopi', 'RM12.00'])
    expect(cells[1]).toHaveClass('rich-text__number')
    expect(cells[0]).not.toHaveClass('rich-text__number')
  })

  it('opens http(s) links in a new tab without handing the page over', () => {
    draw('[the menu](https://selera.my/menu) or http://example.com/x')
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['the menu', 'https://selera.my/menu'],
      ['http://example.com/x', 'http://example.com/x'],
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('tells a screen reader a link opens a new tab, in the words it is given', () => {
    render(<RichText text="[the menu](https://selera.my/menu)" newTabHint="(opens in a new tab)" />)
    // The hint's leading space is in its visually hidden span; jsdom's name computation trims it, a browser's keeps it.
    expect(screen.getByRole('link', { name: /^the menu ?\(opens in a new tab\)$/ })).toHaveAttribute('href', 'https://selera.my/menu')
  })

  it('shows headings, code, images and HTML as the text they are', () => {
    const text = '# Title\n`code` ![x](https://x.my/a.png) <em>hi</em>'
    const root = draw(text)
    expect(root.textContent).toBe(text.replace('\n', ''))
    expect(root.querySelector('h1, code, img, em')).toBeNull()
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull()
  })
})

describe('RichText: hostile text', () => {
  const HOSTILE = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '[x](javascript:alert(1))', 'javascript:alert(1)', '**<b>x</b>**', '[x](data:text/html,<script>alert(1)</script>)', '<a href="javascript:alert(1)">x</a>']

  it.each(HOSTILE)('shows %s as text and makes no element of it', (text) => {
    const root = draw(text)
    expect(root.textContent).toBe(text.replace(/\*\*/g, ''))
    expect(root.querySelector('img, script, a, b, iframe, [onerror]')).toBeNull()
  })

  it('never hands an href to anything but http(s), whatever the scheme’s spelling', () => {
    draw(['[a](JaVaScRiPt:alert(1))', '[b](  javascript:alert(1))', '[c](//evil.my)', '[d](https://ok.my)', 'vbscript:msgbox(1)'].join('\n'))
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://ok.my'])
  })
})

describe('RichText: what the writer escapes reads exactly as given', () => {
  const OUTSIDE = ['Kopi **O** [special] (hot) | 50% _off_ #1 \\ ok', '- not a list', '2. not numbered', '<img src=x onerror=alert(1)>', 'See https://x.my/a_b#c (ok).', '\\*literal\\* [x](https://y.my)', '| a | b |']

  it.each(OUTSIDE)('plain(%s)', (text) => {
    expect(draw(plain(text)).textContent).toBe(text)
  })

  it('round-trips bold(), bullets() and table() of outside text', () => {
    const names = ['Nasi *Lemak* [Ayam]', 'Teh | Tarik', '1. Kopi']
    const root = draw([bold(names[0]!), '', bullets(names.map(plain)), '', table(['Item', 'Sold'], names.map((name, i) => [name, String(i + 1)]), [false, true])].join('\n'))
    expect(root.querySelector('strong')!.textContent).toBe(names[0])
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(names)
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(names.map((name, i) => [name, String(i + 1)]))
  })
})

describe('RichText: bounded time on hostile runs', () => {
  const RUNS = {
    '[': '['.repeat(100_000),
    '*': '*'.repeat(100_000),
    '|': '|'.repeat(100_000),
    '**[**[': '**[**['.repeat(20_000),
    '[a](http://': '[a](http://'.repeat(10_000),
    'http://(': 'http://('.repeat(15_000),
    '| --- |': '| a |\n| --- |\n'.repeat(10_000),
  }

  it.each(Object.entries(RUNS))('parses a long run of %s fast, capped and uncapped', (_name, text) => {
    for (const max of [undefined, Infinity]) {
      // The best of three runs: a pattern that backtracks takes seconds every time, while a busy
      // machine (CI shares two cores) only slows one run now and then.
      const times = [0, 1, 2].map(() => {
        const started = performance.now()
        parseRichText(text, max)
        return performance.now() - started
      })
      // The goal is well under 50 ms; the bound leaves room for that busy machine.
      expect(Math.min(...times)).toBeLessThan(200)
    }
  })
})
