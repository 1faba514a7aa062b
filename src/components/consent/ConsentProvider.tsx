import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useClientStore } from "../../hooks/useClientStore";
import { useCookieSettings, type CookieTexts } from "../../hooks/useCookieSettings";
import { useSiteData } from "../../hooks/useSiteData";
import {
  consentState,
  effectiveConfig,
  makeRecord,
  pickConfig,
  type ConsentChoice,
  type ConsentRecord,
  type CookieConfig,
} from "../../lib/consent";
import { clearStored, getServerSnapshot, getSnapshot, storeConfig, storeConsent, subscribe } from "../../lib/consentStore";
import { must } from "../../lib/must";
import { lazyPart } from "../lazyPart";

export interface ConsentContextValue {
  /** False on the server and during hydration, when nothing stored is known yet. */
  ready: boolean;
  texts: CookieTexts;
  /** The settings in force: the data file's, or those saved in this browser on the cookie manager. */
  config: CookieConfig;
  /** The visitor's choice, if they made one that still counts. */
  record: ConsentRecord | null;
  /** What the site may use now. */
  choice: ConsentChoice;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
  bannerVisible: boolean;
  choose: (choice: ConsentChoice) => void;
  dismissBanner: () => void;
  /** Opens the settings dialog; focus returns to `trigger` when it closes. */
  openSettings: (trigger?: HTMLElement | null) => void;
  saveConfig: (config: CookieConfig) => void;
  /** Removes the saved settings and the stored choice. */
  resetAll: () => void;
  /** The settings dialog was asked for but its code could not load: the banner's bar stands in for it (CookieBanner). */
  settingsUnavailable: SettingsUnavailable | null;
}

/** What the dialog's stand-in does: the banner's two choices, and closing. */
export interface SettingsUnavailable {
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function useConsent(): ConsentContextValue {
  return must(useContext(ConsentContext), "the cookie consent provider (src/root.tsx)");
}

const loadDialog = () => import(/* webpackChunkName: "cookie-settings" */ "./CookieSettingsDialog");
const CookieSettingsDialog = lazyPart(() => loadDialog().then((module) => module.default));

/** Starts fetching the settings dialog before it is needed (on hover or focus of a button that opens it). */
export function preloadSettingsDialog(): void {
  // A chunk that cannot load is told when the dialog is drawn (lazyPart), not here.
  loadDialog().catch(() => undefined);
}

/**
 * The attributes of a button that opens the settings dialog: the dialog starts loading on hover or
 * focus, and focus returns to the button when the dialog closes.
 */
export function useSettingsButton(): React.ButtonHTMLAttributes<HTMLButtonElement> & { type: "button" } {
  const { openSettings } = useConsent();
  return {
    type: "button",
    "aria-haspopup": "dialog",
    onPointerEnter: preloadSettingsDialog,
    onFocus: preloadSettingsDialog,
    onClick: (event) => openSettings(event.currentTarget),
  };
}

/**
 * Holds the visitor's cookie choice for every page, applies it to analytics,
 * and renders the settings dialog (loaded only once someone opens it).
 * `pageKey` identifies the page view: closing the banner lasts for one.
 */
export function ConsentProvider({ pageKey, children }: { pageKey: string; children: React.ReactNode }): React.JSX.Element {
  const texts = must(useCookieSettings(), "data/cookie-settings.json");
  const gaId = useSiteData().siteJson?.gaMeasurementId ?? "";
  const stored = useClientStore(subscribe, getSnapshot, getServerSnapshot());
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogCount, setDialogCount] = useState(0);
  const [dialogFailed, setDialogFailed] = useState(false);
  const restoreFocus = useRef<HTMLElement | null>(null);

  const defaults = useMemo(() => pickConfig(texts), [texts]);
  const config = useMemo(() => effectiveConfig(defaults, stored?.config ?? null), [defaults, stored]);
  const state = useMemo(() => (stored ? consentState(stored.consent, config, stored.readAt, stored.gpc) : null), [stored, config]);
  const ready = state !== null;
  const record = state?.record ?? null;
  const choice = useMemo(() => state?.choice ?? { analytics: false, marketing: false }, [state]);

  useEffect(() => {
    // Sites without an analytics id never download the analytics code.
    if (!ready || !gaId) return;
    void import("../../lib/analytics").then(({ applyAnalyticsConsent }) => applyAnalyticsConsent(gaId, choice, record !== null));
  }, [ready, gaId, choice, record]);

  useEffect(() => {
    if (dialogOpen || !restoreFocus.current) return;
    const target = restoreFocus.current;
    restoreFocus.current = null;
    // The button that opened the dialog may have gone with the banner.
    if (target.isConnected) target.focus();
    else document.getElementById("main")?.focus({ preventScroll: true });
  }, [dialogOpen]);

  const choose = useCallback((next: ConsentChoice) => storeConsent(makeRecord(next, config, Date.now())), [config]);
  const dismissBanner = useCallback(() => setDismissedOn(pageKey), [pageKey]);
  const openSettings = useCallback((trigger?: HTMLElement | null) => {
    restoreFocus.current = trigger ?? null;
    // Asked for afresh each time: a dialog whose code could not load before may load now.
    setDialogFailed(false);
    setDialogCount((count) => count + 1);
    setDialogOpen(true);
  }, []);
  const closeSettings = useCallback(() => setDialogOpen(false), []);
  const saveSettings = useCallback(
    (next: ConsentChoice) => {
      choose(next);
      setDialogOpen(false);
    },
    [choose],
  );
  const resetAll = useCallback(() => clearStored(), []);
  const dialogCouldNotLoad = useCallback((error: unknown) => {
    console.error("The cookie settings dialog could not load; the banner's choices are offered instead.", error);
    setDialogFailed(true);
  }, []);
  // While the dialog's stand-in is open, it is the bar: the banner does not show twice.
  const standIn = dialogFailed && dialogOpen;

  const standInActions = useMemo(() => ({ onChoose: saveSettings, onClose: closeSettings }), [saveSettings, closeSettings]);

  const value = useMemo<ConsentContextValue>(
    () => ({
      ready,
      texts,
      config,
      record,
      choice,
      gpc: stored?.gpc ?? false,
      // Until the stored choice is known, the server's banner stays (earlyScript.ts decides whether it shows).
      bannerVisible: ready ? Boolean(state?.ask) && dismissedOn !== pageKey && !standIn : true,
      choose,
      dismissBanner,
      openSettings,
      saveConfig: storeConfig,
      resetAll,
      settingsUnavailable: standIn ? standInActions : null,
    }),
    [ready, texts, config, record, choice, stored, state, dismissedOn, pageKey, standIn, standInActions, choose, dismissBanner, openSettings, resetAll],
  );

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {dialogCount > 0 ? (
        <CookieSettingsDialog
          key={dialogCount}
          open={dialogOpen}
          texts={texts}
          config={config}
          initial={choice}
          onSave={saveSettings}
          onClose={closeSettings}
          fallback={null}
          onFailed={dialogCouldNotLoad}
        />
      ) : null}
    </ConsentContext.Provider>
  );
}
