import type { DecapBackend } from "../../cms/decapTypes";
import { originOf } from "../securityHeaders";

/**
 * The CMS's deployment settings, in one file at the root of the repository
 * (cms.config.json): which backend saves the editors' changes on the
 * deployed site, and the port of the local backend for `npm run cms`.
 * src/node/settings.ts reads the file, with the rest of the build's settings.
 */
export const SETTINGS_FILE = "cms.config.json";

export interface CmsDeploySettings {
  backend: DecapBackend;
  /** Drafts, review and publishing: Decap's editorial workflow. */
  editorialWorkflow: boolean;
  localBackendPort: number;
  /** What the CMS's page talks to for this backend (its security policy): parsed here, once. */
  origins: CmsOrigins;
}

export interface CmsOrigins {
  connect: string[];
  images: string[];
}

export const BACKENDS = ["github", "git-gateway-pkce", "git-gateway"] as const;

const DEFAULT_PORT = 8081;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const section = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * Reads and checks the settings. CMS_LOCAL_BACKEND_PORT overrides the port
 * (the browser tests run decap-server on a port of their own). Returns the
 * problems instead of throwing, for the build to report.
 */
export function parseCmsSettings(raw: unknown, env: NodeJS.ProcessEnv = {}): { settings?: CmsDeploySettings; problems: string[] } {
  const problems: string[] = [];
  const value = section(raw);
  const branch = text(value.branch) || "main";
  const portText = env.CMS_LOCAL_BACKEND_PORT?.trim() || String(value.localBackendPort ?? DEFAULT_PORT);
  const localBackendPort = Number(portText);
  if (!/^\d+$/.test(portText) || localBackendPort < 1024 || localBackendPort > 65535) {
    problems.push(`${SETTINGS_FILE}: "localBackendPort" (or CMS_LOCAL_BACKEND_PORT) must be a port number from 1024 to 65535, found "${portText}".`);
  }
  const https = (field: string, url: string): void => {
    if (url && !/^https:\/\/[^\s/]+/.test(url)) problems.push(`${SETTINGS_FILE}: "${field}" must start with https://, found "${url}".`);
  };
  let backend: DecapBackend | undefined;
  const name = text(value.backend) || "github";
  if (name === "github") {
    const github = section(value.github);
    const repo = text(github.repo);
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) problems.push(`${SETTINGS_FILE}: the "github" backend needs "github.repo" as "owner/name", found "${repo}".`);
    const baseUrl = text(github.baseUrl);
    https("github.baseUrl", baseUrl);
    const authEndpoint = text(github.authEndpoint);
    backend = { name, repo, branch, ...(baseUrl ? { base_url: baseUrl } : {}), ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}) };
  } else if (name === "git-gateway-pkce") {
    const gateway = section(value.gateway);
    const field = (key: string): string => text(gateway[key]);
    for (const key of ["gatewayUrl", "authUrl"]) {
      if (!field(key)) problems.push(`${SETTINGS_FILE}: the "git-gateway-pkce" backend needs "gateway.${key}", the address your gateway service gives you.`);
    }
    for (const key of ["gatewayUrl", "authUrl", "identityUrl"]) https(`gateway.${key}`, field(key));
    const optional = (key: string, value: string): Record<string, string> => (value ? { [key]: value } : {});
    backend = {
      name: "git-gateway",
      branch,
      auth_type: "pkce",
      base_url: field("authUrl"),
      gateway_url: field("gatewayUrl"),
      ...optional("repo", field("repo")),
      ...optional("auth_endpoint", field("authEndpoint")),
      ...optional("auth_token_endpoint", field("tokenEndpoint")),
      ...optional("app_id", field("appId")),
      ...optional("identity_url", field("identityUrl")),
    };
  } else if (name === "git-gateway") {
    backend = { name, branch };
  } else {
    problems.push(`${SETTINGS_FILE}: "backend" must be one of ${BACKENDS.map((known) => `"${known}"`).join(", ")}, found "${name}".`);
  }
  const workflow = value.editorialWorkflow;
  if (workflow !== undefined && typeof workflow !== "boolean") problems.push(`${SETTINGS_FILE}: "editorialWorkflow" must be true or false, found ${JSON.stringify(workflow)}.`);
  // On by default with GitHub, where staff propose and editors publish; each backend can have it.
  const editorialWorkflow = typeof workflow === "boolean" ? workflow : name === "github";
  if (problems.length > 0 || !backend) return { problems };
  try {
    return { settings: { backend, editorialWorkflow, localBackendPort, origins: backendOrigins(backend) }, problems };
  } catch (error) {
    return { problems: [`${SETTINGS_FILE}: ${(error as Error).message}`] };
  }
}

/**
 * What each backend talks to from the CMS's page. The sign-in's own pages (GitHub's, the OAuth
 * provider's) open in a window of their own, under their own policy.
 * - GitHub: its API, and the editors' pictures on the workflow board.
 * - A PKCE gateway: the gateway, its sign-in service (the code is exchanged for a token there)
 *   and its identity address when it has one.
 * - Both Git Gateway kinds ask Netlify's status page whether the gateway is up (Decap's status check).
 * - Netlify's Git Gateway and Identity answer on this site's own address (/.netlify/git, /.netlify/identity).
 * Each address is parsed as the site's policy parses its own (originOf), and throws the same way.
 */
export function backendOrigins(backend: DecapBackend): CmsOrigins {
  const origins = (...urls: [string | undefined, string][]): string[] => [...new Set(urls.flatMap(([url, setting]) => (url ? [originOf(url, setting)] : [])))];
  if (backend.name === "github") return { connect: origins([backend.api_root ?? "https://api.github.com", "github.apiRoot"]), images: ["https://avatars.githubusercontent.com"] };
  const status: [string, string] = [("status_endpoint" in backend ? backend.status_endpoint : undefined) ?? "https://www.netlifystatus.com", "the gateway's status address"];
  if (!("auth_type" in backend)) return { connect: origins(status), images: [] };
  return { connect: origins([backend.gateway_url, "gateway.gatewayUrl"], [backend.base_url, "gateway.authUrl"], [backend.identity_url, "gateway.identityUrl"], status), images: [] };
}

/** decap-server's address; the CMS uses it only when opened on localhost. */
export const localBackendUrl = (port: number): string => `http://localhost:${port}/api/v1`;
