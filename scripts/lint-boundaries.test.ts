// @vitest-environment node
/**
 * Proves the import boundaries of eslint.config.js (docs/architecture.md) on small snippets. The snippets
 * are linted in a throwaway tree laid out like the repo (src/api, src/machines, src/ui, backend/, mocks/),
 * with the repo's own config built for that root, so the proof does not depend on what the real
 * src/ holds today.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '..')
/** The rule that decides folder boundaries on the resolved file. */
const PATHS = 'import/no-restricted-paths'

const FIXTURE: Record<string, string> = {
  // eslint-plugin-import finds a file's package by its package.json, as in the repo.
  'package.json': JSON.stringify({ name: 'selera-lint-fixture', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
    include: ['kernel', 'src', 'backend', 'mocks', 'server', 'tests'],
  }),
  'src/api/http.ts': "export type Method = 'GET' | 'POST'\nexport function request(): Promise<string> {\n  return Promise.resolve('ok')\n}\n",
  'kernel/contract/index.ts': 'export const leadSchema = { kind: "lead" }\n',
  'kernel/limits.ts': 'export const UPLOAD_MAX_BYTES = 10\n',
  'kernel/contract/goals.ts': 'export const goalSchema = { kind: "goal" }\n',
  'src/config/env.ts': 'export const isDemo = true\n',
  'kernel/format/index.ts': 'export const money = (value: number): string => `RM${value}`\n',
  'src/machines/lead/lead.machine.ts': 'export const leadMachine = { id: "lead" }\n',
  'src/ui/app/router.tsx': 'export const routes = ["/"]\n',
  'mocks/browser.ts': 'export const worker = { start: (): Promise<void> => Promise.resolve() }\n',
  'mocks/db/store.ts': 'export const store = { kind: "store" }\n',
  'backend/store.ts': 'export interface Store { kind: string }\n',
  // The resolver needs a snippet's folder to exist on disk.
  'backend/sales/columns.ts': 'export const columns = ["amount"]\n',
  'backend/uploads/records.ts': 'export const records = ["upload"]\n',
  'server/db/store.ts': 'export const databaseStore = { kind: "database" }\n',
}

/** Where the snippets below are placed (the project service's default project allows no `**`). */
const SNIPPET_GLOBS = ['kernel/*.ts', 'kernel/*/*.ts', 'src/*.tsx', 'src/*/*.ts', 'src/*/*.tsx', 'src/*/*/*.ts', 'src/*/*/*/*.tsx', 'mocks/*.ts', 'mocks/*/*.ts', 'backend/*.ts', 'backend/*/*.ts', 'server/*.ts', 'server/*/*.ts', 'tests/*/*.ts']

let root: string
let eslint: ESLint

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'selera-lint-'))
  for (const [path, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  // React, XState and friends resolve (and type-check) as in the repo.
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir')
  const configModule = (await import(pathToFileURL(join(repoRoot, 'eslint.config.js')).href)) as {
    createConfig: (rootDir: string) => Linter.Config[]
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      ...configModule.createConfig(root),
      {
        // The snippets exist only in memory, so they are in no tsconfig's file list: type-check
        // them in the project service's default project, with the fixture's compiler options.
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: {
          parserOptions: {
            projectService: {
              allowDefaultProject: SNIPPET_GLOBS,
              defaultProject: 'tsconfig.json',
              // A handful of tiny snippets: the slowness this limit guards against does not apply.
              maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 64,
            },
          },
        },
      },
    ],
  })
})

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

/** Every problem ESLint reports for `code` placed at `path` (relative to the fixture root). */
async function lint(path: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) })
  if (!result) throw new Error(`ESLint returned no result for ${path}`)
  return result.messages.map(({ ruleId, message }) => ({ rule: ruleId, message }))
}

async function expectClean(path: string, code: string): Promise<void> {
  expect(await lint(path, code)).toEqual([])
}

async function expectBoundaryError(path: string, code: string, rule: string, messagePart: string): Promise<void> {
  const problems = await lint(path, code)
  expect(problems).toEqual([{ rule, message: expect.stringContaining(messagePart) as string }])
}

describe('src/ui never calls src/api at runtime', () => {
  it('rejects a value import, at any depth', async () => {
    await expectBoundaryError('src/ui/x.tsx', "import { request } from '../api/http'\nexport const load = request\n", '@typescript-eslint/no-restricted-imports', 'src/ui never calls src/api')
    await expectBoundaryError('src/ui/screens/landing/x.tsx', "import { request } from '../../../api/http'\nexport const load = request\n", '@typescript-eslint/no-restricted-imports', 'src/ui never calls src/api')
  })

  it('rejects a value re-export and a dynamic import()', async () => {
    await expectBoundaryError('src/ui/x.tsx', "export { request } from '../api/http'\n", '@typescript-eslint/no-restricted-imports', 'src/ui never calls src/api')
    await expectBoundaryError('src/ui/x.tsx', "export const load = () => import('../api/http')\n", 'no-restricted-syntax', 'src/ui never calls src/api')
  })

  it('accepts `import type` and type re-exports', async () => {
    await expectClean('src/ui/x.tsx', "import type { Method } from '../api/http'\nexport const method: Method = 'GET'\n")
    await expectClean('src/ui/x.tsx', "export type { Method } from '../api/http'\n")
  })

  it('asks for `import type` instead of inline type specifiers (they leave a runtime import behind)', async () => {
    await expectBoundaryError('src/ui/x.tsx', "import { type Method } from '../api/http'\nexport const method: Method = 'GET'\n", '@typescript-eslint/no-import-type-side-effects', 'top-level type qualifier')
  })

  it('accepts the machines', async () => {
    await expectClean('src/ui/x.tsx', "import { leadMachine } from '../machines/lead/lead.machine'\nexport const m = leadMachine\n")
  })
})

describe('src/api is the bottom layer', () => {
  it.each([
    ['react', "import { createElement } from 'react'\nexport const h = createElement\n"],
    ['react-dom/client', "import { createRoot } from 'react-dom/client'\nexport const r = createRoot\n"],
    ['react-router-dom', "import { Link } from 'react-router-dom'\nexport const l = Link\n"],
    ['xstate', "import { createActor } from 'xstate'\nexport const a = createActor\n"],
    ['@xstate/react', "import { useActorRef } from '@xstate/react'\nexport const u = useActorRef\n"],
    ['a type from react', "import type { ReactNode } from 'react'\nexport type N = ReactNode\n"],
  ])('rejects %s', async (_name, code) => {
    await expectBoundaryError('src/api/x.ts', code, '@typescript-eslint/no-restricted-imports', 'src/api is the bottom layer')
  })

  it('rejects a dynamic import() of React', async () => {
    await expectBoundaryError('src/api/x.ts', "export const load = () => import('react')\n", 'no-restricted-syntax', 'src/api is the bottom layer')
  })

  it('rejects the UI and the machines, type imports included', async () => {
    await expectBoundaryError('src/api/x.ts', "import { routes } from '../ui/app/router'\nexport const r = routes\n", PATHS, 'src/api is the bottom layer')
    await expectBoundaryError('src/api/x.ts', "import type { leadMachine } from '../machines/lead/lead.machine'\nexport type M = typeof leadMachine\n", PATHS, 'src/api is the bottom layer')
  })

  it('accepts its own modules and the config', async () => {
    await expectClean('src/api/x.ts', "import { request } from './http'\nimport { isDemo } from '../config/env'\nexport const both = [request, isDemo]\n")
  })
})

describe('src/machines never import the UI', () => {
  it('rejects src/ui', async () => {
    await expectBoundaryError('src/machines/lead/x.ts', "import { routes } from '../../ui/app/router'\nexport const r = routes\n", PATHS, 'a machine never imports the UI')
  })

  it('accepts src/api', async () => {
    await expectClean('src/machines/lead/x.ts', "import { request } from '../../api/http'\nexport const r = request\n")
  })
})

describe('mocks/ is reachable from src/ only through main.tsx', () => {
  const dynamicMocks = "export async function start(): Promise<void> {\n  const { worker } = await import('../mocks/browser')\n  await worker.start()\n}\n"

  it('lets src/main.tsx load it with a dynamic import()', async () => {
    await expectClean('src/main.tsx', dynamicMocks)
  })

  it('rejects a static import in src/main.tsx (a live build would ship it)', async () => {
    await expectBoundaryError('src/main.tsx', "import { worker } from '../mocks/browser'\nexport const w = worker\n", '@typescript-eslint/no-restricted-imports', 'only through `await import(...)`')
  })

  it('rejects it everywhere else in src/, dynamic or not', async () => {
    await expectBoundaryError('src/ui/y.tsx', "import { worker } from '../../mocks/browser'\nexport const w = worker\n", PATHS, 'Only src/main.tsx loads the fake backend')
    await expectBoundaryError('src/app.tsx', dynamicMocks, PATHS, 'Only src/main.tsx loads the fake backend')
    await expectBoundaryError('src/api/x.ts', "import type { worker } from '../../mocks/browser'\nexport type W = typeof worker\n", PATHS, 'Only src/main.tsx loads the fake backend')
  })
})

describe('mocks/ shares only kernel/ with the app', () => {
  it('accepts kernel/contract and kernel/contract/*', async () => {
    await expectClean('mocks/x.ts', "import { leadSchema } from '../kernel/contract'\nexport const s = leadSchema\n")
    await expectClean('mocks/handlers/x.ts', "import { goalSchema } from '../../kernel/contract/goals'\nexport const s = goalSchema\n")
  })

  it.each([
    ['../src/api/http', 'request'],
    ['../src/config/env', 'isDemo'],
    ['../src/machines/lead/lead.machine', 'leadMachine'],
  ])('rejects %s', async (from, name) => {
    await expectBoundaryError('mocks/x.ts', `import { ${name} } from '${from}'\nexport const v = ${name}\n`, PATHS, 'The fake backend shares only kernel/')
  })
})

describe('backend/ is the domain: plain TypeScript that shares only kernel/', () => {
  it('accepts the limits and the formatting', async () => {
    await expectClean('backend/uploads/x.ts', "import { UPLOAD_MAX_BYTES } from '../../kernel/limits'\nexport const max = UPLOAD_MAX_BYTES\n")
    await expectClean('backend/uploads/x.ts', "import { money } from '../../kernel/format'\nexport const m = money\n")
    await expectClean('mocks/db/x.ts', "import { money } from '../../kernel/format'\nexport const m = money\n")
  })

  it('accepts the contract and its own modules', async () => {
    await expectClean('backend/uploads/x.ts', "import { leadSchema } from '../../kernel/contract'\nimport type { Store } from '../store'\nexport const s = leadSchema\nexport type S = Store\n")
  })

  it.each([
    ['msw', "import { http } from 'msw'\nexport const h = http\n"],
    ['msw/node', "import { setupServer } from 'msw/node'\nexport const s = setupServer\n"],
    ['@mswjs/data', "import { factory } from '@mswjs/data'\nexport const f = factory\n"],
    ['a type from @mswjs/data', "import type { ModelAPI } from '@mswjs/data/lib/glossary'\nexport type M = ModelAPI\n"],
    ['react', "import { createElement } from 'react'\nexport const h = createElement\n"],
    ['xstate', "import { createActor } from 'xstate'\nexport const a = createActor\n"],
  ])('rejects %s', async (_name, code) => {
    await expectBoundaryError('backend/x.ts', code, '@typescript-eslint/no-restricted-imports', "backend/ is Selera's domain")
  })

  it('rejects a dynamic import() of msw', async () => {
    await expectBoundaryError('backend/x.ts', "export const load = () => import('msw')\n", 'no-restricted-syntax', "backend/ is Selera's domain")
  })

  it('rejects mocks/, type imports included', async () => {
    await expectBoundaryError('backend/sales/x.ts', "import { store } from '../../mocks/db/store'\nexport const s = store\n", PATHS, "never imports the demo's transport and storage")
    await expectBoundaryError('backend/x.ts', "import type { worker } from '../mocks/browser'\nexport type W = typeof worker\n", PATHS, "never imports the demo's transport and storage")
  })

  it.each([
    ['../src/api/http', 'request'],
    ['../src/config/env', 'isDemo'],
    ['../src/machines/lead/lead.machine', 'leadMachine'],
  ])('rejects %s', async (from, name) => {
    await expectBoundaryError('backend/x.ts', `import { ${name} } from '${from}'\nexport const v = ${name}\n`, PATHS, 'backend/ is what a server keeps')
  })

  it('is never imported by src/main.tsx either', async () => {
    await expectBoundaryError('src/main.tsx', "import type { Store } from '../backend/store'\nexport type S = Store\n", PATHS, 'reaches the domain only over the API')
  })

  it('is reached by mocks/ (the demo serves it) but never by the app', async () => {
    await expectClean('mocks/db/x.ts', "import type { Store } from '../../backend/store'\nexport type S = Store\n")
    await expectBoundaryError('src/ui/y.tsx', "import type { Store } from '../../backend/store'\nexport type S = Store\n", PATHS, 'reaches the domain only over the API')
  })
})

describe('kernel/ stands alone (the app, backend/ and mocks/ share it)', () => {
  it.each([
    ['../../src/api/http', 'request'],
    ['../../src/config/env', 'isDemo'],
    ['../../backend/sales/columns', 'columns'],
    ['../../mocks/db/store', 'store'],
  ])('rejects %s', async (from, name) => {
    await expectBoundaryError('kernel/format/x.ts', `import { ${name} } from '${from}'\nexport const v = ${name}\n`, PATHS, 'kernel/ (the contract, the limits and the formatting) is shared')
  })
})

describe('tests reach anything', () => {
  it('lets a test import the API, the machines and the fake backend', async () => {
    const code =
      "import { request } from '../api/http'\nimport { worker } from '../../mocks/browser'\nexport const all = [request, worker]\n"
    await expectClean('src/ui/x.test.tsx', code)
    await expectClean('tests/unit/x.test.ts', "import { request } from '../../src/api/http'\nimport { worker } from '../../mocks/browser'\nexport const all = [request, worker]\n")
  })
})

describe('server/ hosts the domain for real', () => {
  it('imports the domain and its own modules', async () => {
    await expectClean('server/x.ts', "import type { Store } from '../backend/store'\nimport { databaseStore } from './db/store'\nexport type S = Store\nexport const d = databaseStore\n")
  })

  it('imports nothing of the app or the demo', async () => {
    await expectBoundaryError('server/x.ts', "import { request } from '../src/api/http'\nexport const r = request\n", PATHS, 'server/ serves the domain')
    await expectBoundaryError('server/db/x.ts', "import { store } from '../../mocks/db/store'\nexport const s = store\n", PATHS, 'server/ serves the domain')
  })

  it('is imported by none of them', async () => {
    for (const path of ['backend/x.ts', 'mocks/x.ts', 'kernel/x.ts']) {
      await expectBoundaryError(path, "import { databaseStore } from '../server/db/store'\nexport const d = databaseStore\n", PATHS, 'the domain, the app and the demo never import it')
    }
  })
})
