import { useClientStore } from "./useClientStore";

const subscribe = (): (() => void) => () => undefined;
const always = (): boolean => true;

/**
 * False on the server and while React hydrates, true afterwards: for parts
 * that only make sense with JavaScript running (spinners, buttons that load
 * things), so the server HTML never shows a control that cannot work.
 */
export function useHydrated(): boolean {
  return useClientStore(subscribe, always, false);
}
