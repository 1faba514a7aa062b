import { render, screen, waitFor } from "@testing-library/react";
import React from "react";
import { lazyPart } from "../../src/components/lazyPart";

function Broken(): React.JSX.Element {
  throw new Error("Cannot read properties of undefined (reading 'title')");
}

describe("a part that loads late", () => {
  it("draws its fallback in place of a part whose own code throws, tells its owner, and keeps the page around it", async () => {
    // React reports the error it caught: the console is where a developer reads the cause.
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const Part = lazyPart(() => Promise.resolve(Broken));
    const onFailed = jest.fn();
    render(
      <main>
        <h1>Contact us</h1>
        <Part fallback={<p>The settings could not open.</p>} onFailed={onFailed} />
      </main>,
    );
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(screen.getByText("The settings could not open.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contact us" })).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ message: "Cannot read properties of undefined (reading 'title')" }));
    expect(logged).toHaveBeenCalled();
  });

  it("draws its fallback when its code cannot load, and asks for the code again the next time it is drawn", async () => {
    const load = jest
      .fn<Promise<() => React.JSX.Element>, []>()
      .mockRejectedValueOnce(Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }))
      .mockResolvedValue(() => <p>Cookie Settings</p>);
    const Part = lazyPart(load);
    const onFailed = jest.fn();
    const { rerender } = render(<Part key="first" fallback={<p>Offline stand-in</p>} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(screen.getByText("Offline stand-in")).toBeInTheDocument();
    rerender(<Part key="again" fallback={<p>Offline stand-in</p>} onFailed={onFailed} />);
    expect(await screen.findByText("Cookie Settings")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
