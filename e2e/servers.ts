/**
 * Where the end-to-end tests reach the site: `gatsby serve` on E2E_PORT, and
 * nginx with deploy/nginx.conf on E2E_NGINX_PORT (by default 100 above it, so
 * that parallel runs given different E2E_PORTs do not collide).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 9000);
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? e2ePort + 100);
export const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
