import fs from "fs";
import path from "path";
import type { DecapBackend } from "./decapTypes";

/**
 * The CMS's deployment settings, in one file at the root of the repository
 * (cms.config.json): which backend saves the editors' changes on the
 * deployed site, and the port of the local backend for `npm run cms`.
 */
export const SETTINGS_FILE = "cms.config.json";

export interface CmsDeploySettings {
  backend: DecapBackend;
  localBackendPort: number;
}

const DEFAULT_PORT = 8081;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * Reads and checks the settings. CMS_LOCAL_BACKEND_PORT overrides the port
 * (the browser tests run decap-server on a port of their own). Returns the
 * problems instead of throwing, for the build to report.
 */
export function parseCmsSettings(raw: unknown, env: NodeJS.ProcessEnv = {}): { settings?: CmsDeploySettings; problems: string[] } {
  const problems: string[] = [];
  const value = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const github = typeof value.github === "object" && value.github !== null ? (value.github as Record<string, unknown>) : {};
  const branch = text(value.branch) || "main";
  const portText = env.CMS_LOCAL_BACKEND_PORT?.trim() || String(value.localBackendPort ?? DEFAULT_PORT);
  const localBackendPort = Number(portText);
  if (!/^\d+$/.test(portText) || localBackendPort < 1024 || localBackendPort > 65535) {
    problems.push(`${SETTINGS_FILE}: "localBackendPort" (or CMS_LOCAL_BACKEND_PORT) must be a port number from 1024 to 65535, found "${portText}".`);
  }
  let backend: DecapBackend | undefined;
  const name = text(value.backend) || "git-gateway";
  if (name === "git-gateway") {
    backend = { name, branch };
  } else if (name === "github") {
    const repo = text(github.repo);
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
      problems.push(`${SETTINGS_FILE}: the "github" backend needs "github.repo" as "owner/name", found "${repo}".`);
    }
    const baseUrl = text(github.baseUrl);
    if (baseUrl && !/^https:\/\/[^\s/]+/.test(baseUrl)) problems.push(`${SETTINGS_FILE}: "github.baseUrl" must start with https://, found "${baseUrl}".`);
    const authEndpoint = text(github.authEndpoint);
    backend = { name, repo, branch, ...(baseUrl ? { base_url: baseUrl } : {}), ...(authEndpoint ? { auth_endpoint: authEndpoint } : {}) };
  } else {
    problems.push(`${SETTINGS_FILE}: "backend" must be "git-gateway" or "github", found "${name}".`);
  }
  return problems.length === 0 && backend ? { settings: { backend, localBackendPort }, problems } : { problems };
}

export function readCmsSettings(rootDir: string, env: NodeJS.ProcessEnv): { settings?: CmsDeploySettings; problems: string[] } {
  const file = path.join(rootDir, SETTINGS_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    return { problems: [`${SETTINGS_FILE} cannot be read: ${(error as Error).message}`] };
  }
  return parseCmsSettings(raw, env);
}

/** decap-server's address; the CMS uses it only when opened on localhost. */
export const localBackendUrl = (port: number): string => `http://localhost:${port}/api/v1`;
