import { CONFIG_KEY, CONSENT_KEY, parseConfig, parseConsent, type ConsentRecord, type CookieConfig } from "./consent";

/**
 * localStorage as an external store for React's useSyncExternalStore: the
 * server (and the first, hydrating render) sees no snapshot, the browser sees
 * what is stored. Values are checked here, once per change, so a bad value is
 * warned about once and never reaches the components.
 */
export interface StoredSnapshot {
  consent: ConsentRecord | null;
  config: CookieConfig | null;
  /** When the values were read: the clock that stored choices are checked against. */
  readAt: number;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
}

const listeners = new Set<() => void>();
let cached: { consentRaw: string | null; configRaw: string | null; snapshot: StoredSnapshot } | undefined;
/** Values that could not be stored: they still apply until the visitor leaves the site. */
const unsaved = new Map<string, string | null>();

/** Storage can be switched off or full (private browsing, blocked cookies): the site then works without it. */
function read(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the choice or the settings.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY || event.key === CONFIG_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function getSnapshot(): StoredSnapshot {
  const consentRaw = read(CONSENT_KEY);
  const configRaw = read(CONFIG_KEY);
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  if (cached && cached.consentRaw === consentRaw && cached.configRaw === configRaw && cached.snapshot.gpc === gpc) return cached.snapshot;
  const snapshot: StoredSnapshot = { consent: parseConsent(consentRaw), config: parseConfig(configRaw), readAt: Date.now(), gpc };
  cached = { consentRaw, configRaw, snapshot };
  return snapshot;
}

export function getServerSnapshot(): null {
  return null;
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
    console.warn(`Could not save "${key}" in this browser's storage; it applies until the visitor leaves the site.`);
  }
  notify();
}

export function storeConsent(record: ConsentRecord): void {
  write(CONSENT_KEY, JSON.stringify(record));
}

export function storeConfig(config: CookieConfig): void {
  write(CONFIG_KEY, JSON.stringify(config));
}

export function clearStored(): void {
  write(CONFIG_KEY, null);
  write(CONSENT_KEY, null);
}
