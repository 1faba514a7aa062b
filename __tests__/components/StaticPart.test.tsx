import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { hydrateRoot, type Root } from "react-dom/client";
import { StaticPart } from "../../src/components/StaticPart";

/** What the page's code would draw: other words than the server's, so a test sees which of the two is on screen. */
const Words = jest.fn(() => (
  <>
    <h2>Drawn in the browser</h2>
    <a href="/services/">Services</a>
  </>
));

const SERVER_HTML = `<div><h2>Seat belts repaired</h2><a href="/services/">Services</a> <a href="#contact">Ask us</a> <a href="/guides/fitting.pdf">Fitting guide</a> <a href="https://other.example/">Elsewhere</a></div>`;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

function hydrateServerHtml(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  act(() => {
    root = hydrateRoot(
      container,
      <StaticPart>
        <Words />
      </StaticPart>,
    );
  });
  return container;
}

describe("StaticPart", () => {
  it("keeps the server's words when the page hydrates, without drawing its components", () => {
    hydrateServerHtml();
    expect(screen.getByRole("heading", { name: "Seat belts repaired" })).toBeVisible();
    expect(screen.queryByText("Drawn in the browser")).toBeNull();
    expect(Words).not.toHaveBeenCalled();
  });

  it("sends a click on a link to another page through the router, and leaves anchors, files and other sites to the browser", () => {
    hydrateServerHtml();
    expect(fireEvent.click(screen.getByRole("link", { name: "Services" }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/services/");
    for (const name of ["Ask us", "Fitting guide", "Elsewhere"]) expect(fireEvent.click(screen.getByRole("link", { name }))).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Services" }), { ctrlKey: true })).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("fetches a page's data when a link to it is pointed at or focused, as Gatsby's Link does", () => {
    hydrateServerHtml();
    fireEvent.mouseOver(screen.getByRole("link", { name: "Services" }));
    fireEvent.focus(screen.getByRole("link", { name: "Fitting guide" }));
    fireEvent.touchStart(screen.getByRole("link", { name: "Elsewhere" }));
    expect(prefetchPathname).toHaveBeenCalledWith("/services/");
    expect(prefetchPathname).toHaveBeenCalledTimes(1);
  });

  it("draws its components once the page is at another address (the layout's parts stay mounted across pages)", () => {
    const container = hydrateServerHtml();
    window.history.pushState(null, "", "/services/");
    act(() =>
      root?.render(
        <StaticPart>
          <Words />
        </StaticPart>,
      ),
    );
    expect(screen.getByRole("heading", { name: "Drawn in the browser" })).toBeVisible();
    expect(container.textContent).not.toContain("Seat belts repaired");
  });

  it("draws its components when mounted in the browser (a page reached from another, a CMS preview)", () => {
    render(
      <StaticPart element="nav" aria-label="Services">
        <Words />
      </StaticPart>,
    );
    expect(screen.getByRole("navigation", { name: "Services" })).toHaveTextContent("Drawn in the browser");
  });

  it("keeps drawing its components when the visitor comes back to the page it first loaded (Back, or a link to it)", () => {
    const container = hydrateServerHtml();
    const draw = (): void =>
      act(() =>
        root?.render(
          <StaticPart>
            <Words />
          </StaticPart>,
        ),
      );
    window.history.pushState(null, "", "/services/");
    draw();
    window.history.pushState(null, "", "/");
    draw();
    // The server's HTML went when the components were drawn: they stay, or the part would be empty.
    expect(screen.getByRole("heading", { name: "Drawn in the browser" })).toBeVisible();
    expect(container.textContent).toContain("Drawn in the browser");
  });
});
