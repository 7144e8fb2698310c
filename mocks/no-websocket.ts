/**
 * Stands in for MSW's WebSocket interceptor in the demo's browser build (vite.config.ts aliases
 * `@mswjs/interceptors/WebSocket` here; tests and the Node mock server keep the real one). MSW's
 * network frames import it for its types only (`import {} from …`), which a bundler keeps for its
 * side effects: the demo's service has no WebSocket, and the real module is 9 kB before gzip on every
 * demo start. A named import of it fails the build, which is the check that nothing needs it.
 */
export {};
