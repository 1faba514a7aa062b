import { screen } from "@testing-library/react";
import React from "react";
import NotFoundPage from "../../src/pages/404";
import { renderWithProviders } from "../helpers/render";
import { readData } from "../helpers/siteData";

describe("not-found page", () => {
  it("shows 404, the apology and a way home, and logs the missing path as a warning", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const props = { data: { notFoundJson: readData("not-found.json") }, location: { pathname: "/no-such-page/" } } as unknown as React.ComponentProps<typeof NotFoundPage>;
    renderWithProviders(<NotFoundPage {...props} />);
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/no-such-page/"));
  });
});
