// @vitest-environment node
import { and, fromPromise, not, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { eventLabel, guardLabel, isGeneratedDoc, isMachine, renderFlowDoc, renderMermaid } from './machine-docs'

/** Small, but with every feature the diagram shows. */
const toastMachine = setup({
  types: {
    events: {} as { type: 'toast.show' } | { type: 'toast.dismiss' } | { type: 'toast.retry' } | { type: 'app.reset' },
  },
  actors: { sendReport: fromPromise(() => Promise.resolve('sent')) },
  guards: { hasMessage: () => true, isOnline: () => true, isMuted: () => false },
  delays: { bannerTimeout: 3000 },
}).createMachine({
  id: 'toast',
  initial: 'hidden',
  on: { 'app.reset': '.hidden' },
  states: {
    hidden: {
      on: {
        'toast.show': { guard: 'hasMessage', target: 'visible' },
        'toast.dismiss': {},
      },
    },
    visible: {
      tags: ['shown'],
      initial: 'reporting',
      states: {
        reporting: {
          tags: ['busy'],
          invoke: { id: 'report', src: 'sendReport', onDone: 'reported', onError: '#toast.failed' },
        },
        reported: { after: { bannerTimeout: '#toast.hidden' } },
      },
      on: { 'toast.dismiss': 'hidden' },
    },
    failed: {
      tags: ['shown'],
      on: {
        'toast.retry': [
          { guard: and(['isOnline', not('isMuted')]), target: 'visible' },
          { target: 'done' },
        ],
      },
      after: { 500: 'done' },
    },
    done: { type: 'final' },
  },
})

describe('renderMermaid', () => {
  it('draws states, nesting, initial and final states, and labelled transitions', () => {
    const { mermaid, machineLevel } = renderMermaid(toastMachine)
    expect(mermaid.split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> hidden',
      '  hidden',
      '  state visible {',
      '    [*] --> visible__reporting',
      '    state "reporting" as visible__reporting',
      '    state "reported" as visible__reported',
      '    visible__reporting --> visible__reported : done#58; report',
      '  }',
      '  failed',
      '  done',
      '  done --> [*]',
      '  hidden --> hidden : toast.dismiss',
      '  hidden --> visible : toast.show [hasMessage]',
      '  visible --> hidden : toast.dismiss',
      // Edges that leave a nested state are drawn from its composite state, noting where they start.
      '  visible --> failed : error#58; report (from reporting)',
      '  visible --> hidden : after bannerTimeout (from reported)',
      // The candidates of one event keep their order: the first whose guard passes is taken.
      '  failed --> visible : toast.retry [isOnline and not isMuted]',
      '  failed --> done : toast.retry',
      '  failed --> done : after 500ms',
    ])
    expect(machineLevel).toEqual([{ label: 'app.reset', targets: ['hidden'] }])
  })

  it('separates the regions of a parallel state and wraps a parallel machine in a composite state', () => {
    const machine = setup({ types: { events: {} as { type: 'next' } } }).createMachine({
      id: 'player',
      type: 'parallel',
      states: {
        audio: { initial: 'muted', states: { muted: { on: { next: 'playing' } }, playing: {} } },
        video: { initial: 'paused', states: { paused: {} } },
      },
    })
    expect(renderMermaid(machine).mermaid.split('\n')).toEqual([
      'stateDiagram-v2',
      '  state player {',
      '    state audio {',
      '      [*] --> audio__muted',
      '      state "muted" as audio__muted',
      '      state "playing" as audio__playing',
      '      audio__muted --> audio__playing : next',
      '    }',
      '    --',
      '    state video {',
      '      [*] --> video__paused',
      '      state "paused" as video__paused',
      '    }',
      '  }',
    ])
  })

  it('does not depend on the order events are written in', () => {
    const build = (first: 'a' | 'b') =>
      setup({ types: { events: {} as { type: 'a' } | { type: 'b' } } }).createMachine({
        initial: 'x',
        states: { x: { on: first === 'a' ? { a: 'y', b: 'y' } : { b: 'y', a: 'y' } }, y: {} },
      })
    expect(renderMermaid(build('a')).mermaid).toBe(renderMermaid(build('b')).mermaid)
  })

  it('escapes Mermaid keywords used as state names', () => {
    const machine = setup({}).createMachine({ initial: 'note', states: { note: {}, end: {} } })
    expect(renderMermaid(machine).mermaid).toContain('[*] --> state_note')
    expect(renderMermaid(machine).mermaid).toContain('state "end" as state_end')
  })
})

describe('labels', () => {
  it('names actor outcomes, delays and state completion', () => {
    const delays = new Map<string, string | number>([
      ['xstate.after.bannerTimeout.toast.visible', 'bannerTimeout'],
      ['xstate.after.500.toast.failed', 500],
    ])
    expect(eventLabel('form.submit', delays)).toBe('form.submit')
    expect(eventLabel('xstate.done.actor.submitLead', delays)).toBe('done: submitLead')
    expect(eventLabel('xstate.error.actor.submitLead', delays)).toBe('error: submitLead')
    expect(eventLabel('xstate.done.state.toast.visible', delays)).toBe('done')
    expect(eventLabel('xstate.after.bannerTimeout.toast.visible', delays)).toBe('after bannerTimeout')
    expect(eventLabel('xstate.after.500.toast.failed', delays)).toBe('after 500ms')
  })

  it('names guards, composite guards and inline guards', () => {
    expect(guardLabel(undefined)).toBeUndefined()
    expect(guardLabel('isComplete')).toBe('isComplete')
    expect(guardLabel({ type: 'isAbove', params: { n: 1 } })).toBe('isAbove')
    expect(guardLabel(not('isBusy'))).toBe('not isBusy')
    expect(guardLabel(and(['a', not('b')]))).toBe('a and not b')
    expect(guardLabel(function hasDraft() {
      return true
    })).toBe('hasDraft')
    expect(guardLabel(() => true)).toBe('inline guard')
  })
})

describe('renderFlowDoc', () => {
  const doc = renderFlowDoc('toast', [
    { file: 'src/machines/toast/toast.machine.ts', machines: [{ exportName: 'toastMachine', machine: toastMachine }] },
  ])

  it('has a title, the generated-file note, the diagram and the tables', () => {
    expect(doc).toMatch(/^# The `toast` flow\n\n> Generated from `src\/machines\/toast\/toast.machine.ts` by `npm run docs:machines`/)
    expect(doc).toContain('## `toastMachine` (id `toast`)\n\n```mermaid\nstateDiagram-v2\n')
    expect(doc).toContain('| `app.reset` | `hidden` |')
    expect(doc).toContain('### Invoked actors\n\n| state | invoke id | actor |\n|---|---|---|\n| `visible.reporting` | `report` | `sendReport` |')
    expect(doc).toContain(
      '### Tags\n\n| tag | states |\n|---|---|\n| `busy` | `visible.reporting` |\n| `shown` | `visible`, `failed` |',
    )
    expect(doc.endsWith('\n')).toBe(true)
    expect(isGeneratedDoc(doc)).toBe(true)
    expect(isGeneratedDoc('# Notes on machines\n')).toBe(false)
  })

  it('is the same text every time', () => {
    expect(
      renderFlowDoc('toast', [
        { file: 'src/machines/toast/toast.machine.ts', machines: [{ exportName: 'toastMachine', machine: toastMachine }] },
      ]),
    ).toBe(doc)
  })
})

describe('isMachine', () => {
  it('recognises machines and nothing else', () => {
    expect(isMachine(toastMachine)).toBe(true)
    expect(isMachine(fromPromise(() => Promise.resolve(1)))).toBe(false)
    expect(isMachine({ root: {} })).toBe(false)
    expect(isMachine('toast')).toBe(false)
    expect(isMachine(null)).toBe(false)
  })
})
