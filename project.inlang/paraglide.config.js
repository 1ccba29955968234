/**
 * How Paraglide JS compiles the message catalogue (`messages/<language>.json`, read through the plugin that
 * project.inlang/settings.json names) into `src/i18n/paraglide/`, for `npm run messages` and for the Vite
 * plugin alike (docs/decisions/013-message-catalogue.md).
 *
 * @type {import('@inlang/paraglide-js').ParaglideConfig}
 */
export default {
  outdir: './src/i18n/paraglide',
  // The app chooses the language (the owner's saved preference) and keeps it in a variable: no cookie, no URL.
  strategy: ['globalVariable', 'baseLocale'],
  // One module per message, so each route's chunk carries only the messages it calls. The plugin's own
  // default in development (one module per language) would rewrite the output each time dev and build alternate.
  outputStructure: 'message-modules',
  emitTsDeclarations: true,
  // Generated: the folder ignores itself, and `npm install` (prepare) or any Vite run writes it again.
  emitGitIgnore: true,
  emitPrettierIgnore: false,
  emitReadme: false,
}
