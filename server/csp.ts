// The app's Content-Security-Policy, sent as a header by every server of the built app (server/static.ts, `vite
// preview` in vite.config.ts, the tests' e2e/static-server.ts). A header rather than a <meta> in index.html: with
// the <meta>, Chromium's parse of the page took 100–170 ms of a slow phone's first task (CPU 6×), with the header
// 20–50 ms (docs/benchmarks.md, "Joining a live game"). Only a header can say who may frame the app: no one.
// No `manifest-src`: WebKit does not know the directive and logs an error on every page; the manifest falls back to
// `default-src 'self'`, the same origin.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
