/**
 * The demo's signing secret. A secret is configuration: the domain takes it from its context
 * (backend/context.ts `jwtSecret`) and has none of its own; the demo passes this constant, which
 * keeps a token readable after the page's worker restarts. A real server reads its own from the
 * environment and never this one.
 */
export const DEMO_JWT_SECRET = 'selera-demo-jwt-secret-not-for-production'

/**
 * The demo's password cost, PBKDF2 rounds (backend/auth/secrets.ts). Its accounts are public
 * fixtures and every sign-in runs in the visitor's browser: 1,000 rounds keep one to a few
 * milliseconds. A real server takes OWASP's 600,000.
 */
export const DEMO_PASSWORD_ITERATIONS = 1000
