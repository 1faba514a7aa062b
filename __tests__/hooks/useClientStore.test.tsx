import { act, render, screen } from "@testing-library/react";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useClientStore } from "../../src/hooks/useClientStore";
import { markPageHydrated } from "../../src/lib/hydration";

/** A tiny external store, like localStorage or the window's load state. */
function makeStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Probe({ store, seen }: { store: ReturnType<typeof makeStore>; seen: string[] }): React.JSX.Element {
  const value = useClientStore(store.subscribe, store.get, "server");
  seen.push(value);
  return <p>Stored: {value}</p>;
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe("useClientStore", () => {
  it("hydrates with the server's value, without a mismatch, then shows the browser's and follows its changes", async () => {
    const store = makeStore("browser");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe store={makeStore("ignored on the server")} seen={[]} />);
    document.body.append(container);
    expect(container.textContent).toBe("Stored: server");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const seen: string[] = [];

    await act(async () => {
      hydrateRoot(container, <Probe store={store} seen={seen} />);
    });

    expect(seen[0]).toBe("server");
    expect(screen.getByText("Stored: browser")).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();

    act(() => store.set("changed in another tab"));
    expect(screen.getByText("Stored: changed in another tab")).toBeInTheDocument();
    container.remove();
  });

  it("reads the store on the first render once the page has hydrated (a page reached by a link)", () => {
    markPageHydrated();
    const store = makeStore("browser");
    const seen: string[] = [];
    render(<Probe store={store} seen={seen} />);
    expect(seen[0]).toBe("browser");
    expect(screen.getByText("Stored: browser")).toBeInTheDocument();
  });

  it("stops listening when the component goes", () => {
    const store = makeStore("browser");
    const { unmount } = render(<Probe store={store} seen={[]} />);
    expect(store.listeners.size).toBe(1);
    unmount();
    expect(store.listeners.size).toBe(0);
  });
});
