import { navigate, prefetchPathname } from "gatsby";
import React, { useState, useSyncExternalStore } from "react";

type Tag = "div" | "nav" | "section" | "footer" | "aside" | "header";

export type StaticPartProps = React.HTMLAttributes<HTMLElement> & {
  /** The element that holds the part (it is the part's own outer element: no wrapper is added). */
  element?: Tag;
  children?: React.ReactNode;
};

const subscribeNothing = (): (() => void) => () => undefined;
/** React asks for the server's value only while it hydrates (and on the server): the one sure sign of a hydration. */
const useHydrating = (): boolean => useSyncExternalStore(subscribeNothing, () => false, () => true);

/**
 * A part with nothing to do in the browser (text, cards, pictures, links) keeps the HTML the server rendered
 * when the page first loads: React hydrates its outer element and none of the components inside (issue 58,
 * fewer components hydrated at start-up). React leaves the children of an element it hydrates with
 * `dangerouslySetInnerHTML` as they are. A part mounted in the browser (a page reached from another,
 * a CMS preview, a hydration React had to redo) and any render at another address draw the components as usual.
 * Only for parts with no state and no handlers: nothing inside hydrates, so a control inside would not work.
 */
export function StaticPart({ element: Element = "div", children, onClick, onMouseOver, onFocus, onTouchStart, ...rest }: StaticPartProps): React.JSX.Element {
  const fromServer = useHydrating();
  // Where and whether it started from the server's HTML, fixed at its first render.
  const [kept] = useState(() => (fromServer && typeof window !== "undefined" ? window.location.pathname : null));
  // Once its components are drawn, the server's HTML is gone: back at the first address they are drawn again,
  // never the empty element that keeps what is no longer there (the footer went blank after Back).
  const [drawn, setDrawn] = useState(false);
  const keep = !drawn && kept !== null && window.location.pathname === kept;
  // Noted as it is drawn (React draws it again at once with the note, as for any state derived in a render).
  if (!keep && kept !== null && !drawn) setDrawn(true);
  if (!keep) {
    return (
      <Element onClick={onClick} onMouseOver={onMouseOver} onFocus={onFocus} onTouchStart={onTouchStart} {...rest}>
        {children}
      </Element>
    );
  }
  return (
    <Element
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        followInternalLink(event);
      }}
      // Gatsby's Link fetches a page's data when it is pointed at; these anchors do the same.
      onMouseOver={(event) => {
        onMouseOver?.(event);
        prefetchInternalLink(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchInternalLink(event);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchInternalLink(event);
      }}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}

/**
 * The server's links inside a kept part are plain anchors: a click on one to another page of the site goes
 * through Gatsby's router, as the Link component's would, so the cookie dialog, notices and a form's
 * draft stay as they are. Anything else (a new tab, a download, another site, an anchor on this page) is the browser's.
 */
function followInternalLink(event: React.MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = internalPage(event);
  if (!url || (url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== "")) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

function prefetchInternalLink(event: React.SyntheticEvent<HTMLElement>): void {
  const url = internalPage(event);
  if (url && url.pathname !== window.location.pathname) prefetchPathname(url.pathname);
}

/** The address of the link the event is on, when it is a page of this site the router can show. */
function internalPage(event: React.SyntheticEvent<HTMLElement>): URL | null {
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  // A file (a PDF, a picture) is not a page of the router.
  if (url.origin !== window.location.origin || !/^https?:$/.test(url.protocol) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url;
}
