import { screen } from "@testing-library/react";
import React from "react";
import { Layout } from "../../src/components/Layout";
import { renderWithProviders } from "../helpers/render";

function Broken(): React.JSX.Element {
  throw new Error("Cannot read the sector list");
}

describe("a render failure", () => {
  it("shows the error page with the message inside the normal shell", () => {
    // React reports the caught error on the console; that is expected here.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithProviders(
      <Layout pathname="/services/">
        <Broken />
      </Layout>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Cannot read the sector list");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("recovers when the visitor moves to another page", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = renderWithProviders(
      <Layout pathname="/services/">
        <Broken />
      </Layout>,
    );
    rerender(
      <Layout pathname="/about/">
        <h1>About</h1>
      </Layout>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
