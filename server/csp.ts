// The app's Content-Security-Policy, sent as a header by every server of the built app (server/static.ts, `vite
// preview` in vite.config.ts, the tests' e2e/static-server.ts). A header rather than a <meta> in index.html: Chromium
// spends 60–120 ms of a slow phone's first task (CPU 6×) parsing the page when the policy is a <meta>, and about
// nothing when it is a header (docs/benchmarks.md, "First screen").
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
