/**
 * Stands in for Gatsby's service-worker registration in the browser bundle while no plugin registers a worker
 * (src/node/leanBrowserBundle.ts). The site has no service worker, so there is nothing to register.
 */
export {};
