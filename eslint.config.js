// @ts-check
/**
 * Lint for Selera: typed TypeScript rules, React hooks, accessibility, and the one-way import
 * boundaries described in docs/architecture.md (`ui -> machines -> api`; `mocks/` reachable from
 * `src/` only through `src/main.tsx`'s dynamic import; `backend/`, the domain, sees only the contract). `scripts/lint-boundaries.test.ts` proves every boundary on small
 * snippets. Import cycles are not checked here but by `scripts/import-cycles.ts`, the second half
 * of `npm run lint`: `import/no-cycle` re-walked the import graph for every file and took 180 s of
 * a 236 s lint.
 *
 * `createConfig(rootDir)` exists so that test can lint a fixture tree laid out like this repo; the
 * default export is the config for this repo.
 */
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts']
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'tests/**']

/*
 * Import boundaries that a specifier string alone can decide. `import/no-restricted-paths` (used
 * for the folder boundaries below) resolves imports to files, dynamic `import()` included, but
 * treats `import type` like any other import (4.18 has no type exception). So the one boundary that
 * allows type imports (ui -> api), and the package bans of src/api, use typescript-eslint's
 * `no-restricted-imports` (`allowTypeImports`); it ignores dynamic `import()`, hence the matching
 * `no-restricted-syntax` selectors.
 *
 * @typedef {{ regex: string, message: string, allowTypeImports?: boolean }} ImportBan
 */
const REACT_OR_XSTATE = {
  regex: '^(react|react-dom|react-router[^/]*|xstate|@xstate/[^/]+)(/.*)?$',
  message:
    'src/api is the bottom layer (ui -> machines -> api): it imports neither React, React Router nor XState.',
}
/** From inside src/ui, a relative specifier that climbs out into the sibling `api` folder. */
const UI_TO_API = {
  regex: '^(\\.\\./)+api(/.*)?$',
  message:
    'src/ui never calls src/api at runtime: send an event to a machine, which invokes the API. `import type` is fine.',
}
/** backend/ is plain TypeScript: no transport, no UI, no state-machine library. */
const BACKEND_PACKAGES = {
  regex: '^(msw|@mswjs/[^/]+|react|react-dom|react-router[^/]*|xstate|@xstate/[^/]+)(/.*)?$',
  message:
    "backend/ is Selera's domain in plain TypeScript: no msw or @mswjs/data (the demo's transport and storage live in mocks/), no React, no XState.",
}
const STATIC_MOCKS = {
  regex: '(^|/)mocks(/.*)?$',
  message:
    'src/main.tsx loads the fake backend only through `await import(...)` in demo mode, so a live build ships none of it.',
}

/**
 * `ImportExpression` selector for `no-restricted-syntax`, from one of the specifier rules above.
 * @param {ImportBan} ban
 */
function dynamicImportSelector({ regex, message }) {
  // esquery regex literals end at the first `/`, so slashes are written as `\x2F`.
  return { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }
}

/** @param {...ImportBan} rules */
function restrictImports(...rules) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: rules.map(({ regex, message, allowTypeImports = false }) => ({ regex, message, allowTypeImports })) },
    ],
    'no-restricted-syntax': ['error', ...rules.map(dynamicImportSelector)],
  }
}

/** @param {string} rootDir the repository root (where tsconfig.json, src/ and mocks/ are) */
export function createConfig(rootDir) {
  return defineConfig(
    globalIgnores([
      'dist/',
      'dist-live/',
      // The server's build of the app (server/live-app.ts) and its data folder.
      'dist-server/',
      '.selera/',
      '.budget/',
      'node_modules/',
      'public/mockServiceWorker.js',
      // The message catalogue as Paraglide compiles it (npm run messages): generated, never edited.
      'src/i18n/paraglide/',
      'test-results/',
      'playwright-report/',
    ]),

    js.configs.recommended,
    {
      files: TS_FILES,
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: rootDir },
      },
      rules: {
        // `onClick={() => void send(...)}` style handlers are fine; a promise passed where a
        // void callback is expected elsewhere is still an error.
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
        ],
        // `import { type X }` keeps a runtime `import {}` under verbatimModuleSyntax (and slips past
        // the type-import exception of the ui -> api boundary): write `import type { X }`.
        '@typescript-eslint/no-import-type-side-effects': 'error',
      },
    },
    {
      // This file and other plain JS config: not part of the TypeScript project.
      files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
      extends: [tseslint.configs.disableTypeChecked],
      languageOptions: { globals: globals.node },
    },

    { files: ['src/**'], languageOptions: { globals: globals.browser } },
    { files: ['backend/**', 'mocks/**', 'tests/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
    { files: ['scripts/**', '*.config.ts', '*.config.js'], languageOptions: { globals: globals.node } },

    { files: ['**/*.tsx'], extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended] },
    { files: ['src/ui/**/*.ts'], extends: [reactHooks.configs.flat.recommended] },

    {
      files: TS_FILES,
      plugins: { import: importPlugin },
      settings: {
        'import/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
        'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
        'import/external-module-folders': ['node_modules', 'node_modules/@types'],
        // The plain Node resolver, taught our extensions: enough for relative imports, and it needs
        // no native binary (the TypeScript resolvers pull one the registry here cannot serve).
        'import/resolver': {
          node: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'] },
        },
      },
      rules: {
        // Folder boundaries, decided on the resolved file (so `../../api/http` and `../api` alike).
        // They apply to type imports too.
        'import/no-restricted-paths': [
          'error',
          {
            basePath: rootDir,
            zones: [
              {
                target: './src/api',
                from: ['./src/ui', './src/machines'],
                message: 'src/api is the bottom layer (ui -> machines -> api): it imports nothing from src/ui or src/machines.',
              },
              {
                target: './src/machines',
                from: './src/ui',
                message: 'Imports go ui -> machines -> api: a machine never imports the UI.',
              },
              {
                // Every file under src/ but src/main.tsx.
                target: ['src/!(main.tsx)', 'src/*/**'],
                from: './mocks',
                message:
                  'Only src/main.tsx loads the fake backend (a dynamic import in demo mode); the app reaches it through src/api like the real backend.',
              },
              {
                target: './src',
                from: './backend',
                message: 'The app reaches the domain only over the API (src/api), as it would reach a real server.',
              },
              {
                target: './kernel',
                from: ['./src', './backend', './mocks'],
                message: 'kernel/ (the contract, the limits and the formatting) is shared by the app and the backend: it imports neither, nor the demo.',
              },
              {
                target: './mocks',
                from: './src',
                message: 'The fake backend shares only kernel/ (the contract, the limits and the formatting) with the app: nothing from src/.',
              },
              {
                target: './backend',
                from: './src',
                message: 'backend/ is what a server keeps: it shares the contract, the limits and the formatting through kernel/, and imports nothing from src/.',
              },
              {
                target: './backend',
                from: './mocks',
                message:
                  "backend/ is Selera's domain and never imports the demo's transport and storage (mocks/): declare what it needs in backend/store.ts.",
              },
              {
                target: ['./backend', './kernel', './src', './mocks'],
                from: './server',
                message: 'server/ hosts the domain (backend/) for real: it imports the domain; the domain, the app and the demo never import it.',
              },
              {
                target: './server',
                from: ['./src', './mocks'],
                message: 'server/ serves the domain (backend/) and the built app: nothing from the app (src/) or the demo (mocks/).',
              },
            ],
          },
        ],
      },
    },

    { files: ['src/api/**'], rules: restrictImports(REACT_OR_XSTATE) },
    { files: ['backend/**'], rules: restrictImports(BACKEND_PACKAGES) },
    { files: ['src/ui/**'], rules: restrictImports({ ...UI_TO_API, allowTypeImports: true }) },
    {
      files: ['src/main.tsx'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { patterns: [{ regex: STATIC_MOCKS.regex, message: STATIC_MOCKS.message }] },
        ],
      },
    },

    {
      // Tests may reach anything: they wire the fake backend to the screens and machines.
      files: TEST_FILES,
      rules: {
        'import/no-restricted-paths': 'off',
        '@typescript-eslint/no-restricted-imports': 'off',
        'no-restricted-syntax': 'off',
      },
    },
  )
}

export default createConfig(import.meta.dirname)
