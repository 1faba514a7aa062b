import { startTransition, useEffect, useState } from "react";
import { pageHydrated } from "../lib/hydration";

/**
 * A browser-only value (the window's load state, what localStorage holds) that the server HTML cannot
 * know. Like useSyncExternalStore, hydration renders `serverValue`, so the markup matches, and later
 * changes in the store re-render at once. The difference is the catch-up straight after hydration:
 * useSyncExternalStore forces a synchronous re-render there, which lands in the same long task as the
 * rest of hydration's effects; here it is a transition, which React renders in short, interruptible
 * slices. Components that mount after the first page (client-side navigation) read the store directly.
 */
export function useClientStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(() => (pageHydrated() ? getSnapshot() : serverValue));
  useEffect(() => {
    const unsubscribe = subscribe(() => setValue(getSnapshot));
    // The value rendered so far may be the server's, or the store changed before this effect ran.
    const current = getSnapshot();
    startTransition(() => setValue(() => current));
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}
