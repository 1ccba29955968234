/** The image composer: `createComposer(runtime)` (./compose.ts); where it runs supplies the runtime (./runtime.ts). */
export { createComposer, textFits, type Box, type Composer, type Composition } from './compose'
export type { ComposerRuntime, WasmSource } from './runtime'
export { layoutFor, type LayoutKind } from './layout'
