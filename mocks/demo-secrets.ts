/**
 * The demo's signing secret. A secret is configuration: the domain takes it from its context
 * (backend/context.ts `jwtSecret`) and has none of its own; the demo passes this constant, which
 * keeps a token readable after the page's worker restarts. A real server reads its own from the
 * environment and never this one.
 */
export const DEMO_JWT_SECRET = 'selera-demo-jwt-secret-not-for-production'
