/**
 * The scanning half of the import-cycle check (scripts/import-cycles.ts): lists the repository's own
 * TypeScript files, parses each once with TypeScript's parser (no type checker) for the imports that
 * run when it loads, and resolves the relative ones to scanned files, giving the import graph that
 * import-cycles-graph.ts searches for cycles.
 *
 * Which imports are edges (what runs when the module loads, as `import/no-cycle` counted them):
 *   - `import ... from`, `export ... from`, `import 'x'` and `import('x')` with a string literal;
 *   - not `import type` / `export type` declarations, nor a declaration whose named specifiers are
 *     all inline `type` ones (`import { type A, type B }`): eslint-plugin-import 2.32 skips those
 *     too, and `@typescript-eslint/no-import-type-side-effects` keeps them out of the repo anyway.
 *     `export { type A } from` is treated the same way;
 *   - only relative specifiers that resolve to a file this script scans: packages are ignored (as
 *     `ignoreExternal` did), and so are generated or non-TypeScript files (they import nothing back).
 * Deliberate differences from 2.32: it counted `export type { X } from` as a runtime import (the
 * declaration is erased, so it is no edge here); it never reported a cycle made only of side-effect
 * imports (`import './x'` runs `./x`, so it is an edge here); its node resolver left `./x.js`
 * unresolved when only `x.ts` exists (vite.config.ts imports `./src/i18n/compile.js`), which
 * resolves here as TypeScript and Vite resolve it. A module importing itself is reported as a
 * cycle of one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import type { ImportEdge, ImportGraph } from './import-cycles-graph'

/** The folders scanned, plus the root `*.config.ts` files. */
export const SCANNED_DIRS = ['kernel', 'src', 'backend', 'mocks', 'tests', 'scripts']
/** Never scanned: installed packages, build outputs, and the message catalogue Paraglide compiles. */
export const SKIPPED = ['node_modules', 'dist', 'dist-live', '.budget', 'test-results', 'src/i18n/paraglide']
const TS_SOURCE = /\.(ts|tsx|mts|cts)$/
const ROOT_CONFIG = /\.config\.(ts|mts|cts)$/
/** eslint.config.js's node resolver extensions, in its order. */
export const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json']
/** TypeScript's own mapping of an emitted extension to its source, tried when nothing else resolves. */
const SOURCE_FOR_EMITTED: Record<string, string[]> = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] }

export type ImportKind = 'static' | 're-export' | 'side-effect' | 'dynamic'

/** One import that runs when the module loads. */
export interface ModuleImport {
  specifier: string
  /** 1-based line of the specifier string. */
  line: number
  kind: ImportKind
}

function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
}

/** True when every named specifier is an inline `type` one (and there is at least one). */
function onlyInlineTypes(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier> | undefined): boolean {
  return elements !== undefined && elements.length > 0 && elements.every((element) => element.isTypeOnly)
}

/** Whether an `import ... from` declaration loads its module at runtime (see the header). */
function importRuns(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return true // import 'x'
  if (clause.isTypeOnly) return false
  if (clause.name) return true // a default import is a value
  const bindings = clause.namedBindings
  if (!bindings || ts.isNamespaceImport(bindings)) return true
  // `import {} from 'x'` has no specifiers: like `import 'x'`, it runs the module.
  return !onlyInlineTypes(bindings.elements)
}

/**
 * The imports of one file that run when it loads, in source order. Pure: it reads only `text`
 * (`fileName` picks TSX parsing).
 */
export function collectImports(fileName: string, text: string): ModuleImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName))
  const found: ModuleImport[] = []
  const add = (literal: ts.Expression, kind: ImportKind) => {
    if (!ts.isStringLiteralLike(literal)) return
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1
    found.push({ specifier: literal.text, line, kind })
  }

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (importRuns(statement.importClause)) add(statement.moduleSpecifier, statement.importClause ? 'static' : 'side-effect')
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const clause = statement.exportClause
      const typeOnly = statement.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && onlyInlineTypes(clause.elements))
      if (!typeOnly) add(statement.moduleSpecifier, 're-export')
    }
  }

  // `import('x')` can sit anywhere in an expression; most files have none, so skip the walk then.
  if (/\bimport\s*\(/.test(text)) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments
        if (argument) add(argument, 'dynamic')
      }
      // `typeof import('x')` is an ImportTypeNode, not a call: type positions never reach here as calls.
      ts.forEachChild(node, visit)
    }
    visit(source)
    found.sort((a, b) => a.line - b.line)
  }
  return found
}

/** The repo's own TypeScript files (absolute paths), sorted. */
export function listSourceFiles(rootDir: string): string[] {
  const root = resolve(rootDir)
  const skipped = new Set(SKIPPED.map((path) => join(root, path)))
  const files: string[] = []
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && ROOT_CONFIG.test(entry.name)) files.push(join(root, entry.name))
  }
  const pending = SCANNED_DIRS.map((dir) => join(root, dir))
  while (pending.length > 0) {
    const dir = pending.pop() as string
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      continue // a fixture tree may lack some of the folders
    }
    for (const entry of entries) {
      const path = join(dir, entry.name)
      if (skipped.has(path) || entry.name === 'node_modules') continue
      if (entry.isDirectory()) pending.push(path)
      else if (entry.isFile() && TS_SOURCE.test(entry.name)) files.push(path)
    }
  }
  return files.sort()
}

/**
 * A relative specifier resolved like eslint.config.js's node resolver: the path itself if it is a
 * file, then with each extension, then as a folder's `index.*`; failing those, TypeScript's
 * `./x.js` -> `./x.ts` mapping. Returns an absolute path, or undefined.
 */
function resolveRelative(fromFile: string, specifier: string, isFile: (path: string) => boolean): string | undefined {
  const base = resolve(dirname(fromFile), specifier)
  const asFile = specifier.endsWith('/') ? [] : [base, ...RESOLVE_EXTENSIONS.map((ext) => base + ext)]
  const asDirectory = RESOLVE_EXTENSIONS.map((ext) => join(base, 'index' + ext))
  const emitted = SOURCE_FOR_EMITTED[extname(base)] ?? []
  const fromEmitted = emitted.map((ext) => base.slice(0, -extname(base).length) + ext)
  return [...asFile, ...asDirectory, ...fromEmitted].find(isFile)
}

function isRelative(specifier: string): boolean {
  return specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')
}

/** Repo-relative, `/`-separated: what the report prints and the tests compare. */
function repoPath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/')
}

/** Parses every scanned file once and links its imports to the scanned files they resolve to. */
export function buildGraph(rootDir: string): { graph: ImportGraph; edges: number } {
  const root = resolve(rootDir)
  const files = listSourceFiles(root)
  const scanned = new Set(files)
  const statCache = new Map<string, boolean>()
  const isFile = (path: string): boolean => {
    if (scanned.has(path)) return true
    let known = statCache.get(path)
    if (known === undefined) {
      known = statSync(path, { throwIfNoEntry: false })?.isFile() ?? false
      statCache.set(path, known)
    }
    return known
  }

  const graph: ImportGraph = new Map()
  let edges = 0
  for (const file of files) {
    const out: ImportEdge[] = []
    for (const { specifier, line } of collectImports(file, readFileSync(file, 'utf8'))) {
      if (!isRelative(specifier)) continue // a package (or an alias the node resolver never knew)
      const target = resolveRelative(file, specifier, isFile)
      // Only scanned files can close a cycle: JSON, generated and plain JS files import nothing back.
      if (target === undefined || !scanned.has(target)) continue
      out.push({ to: repoPath(root, target), line, specifier })
    }
    graph.set(repoPath(root, file), out)
    edges += out.length
  }
  return { graph, edges }
}
