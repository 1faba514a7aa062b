import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { TOAST_DURATION_MS, useToast } from "../../src/components/Toasts";
import { renderWithProviders } from "../helpers/render";

// jsdom has no PointerEvent; this one carries what the toast reads.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? "mouse";
  }
}

beforeAll(() => {
  Object.defineProperty(window, "PointerEvent", { value: TestPointerEvent, configurable: true });
});

function Trigger(): React.JSX.Element {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: "Settings Saved", text: "Cookie management settings have been updated successfully." })}>
      Save
    </button>
  );
}

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<Trigger />);
  return user;
}

async function showToast(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole("button", { name: "Save" }));
  const status = screen.getByRole("status");
  await within(status).findByText("Settings Saved");
  return within(status).getByRole("listitem");
}

afterEach(() => {
  jest.useRealTimers();
});

describe("toasts", () => {
  it("are announced: the live region exists before any toast and receives its title and text", async () => {
    const user = setup();
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    await showToast(user);
    expect(status).toHaveTextContent("Settings Saved Cookie management settings have been updated successfully.");
  });

  it("go after about five seconds", async () => {
    const user = setup();
    await showToast(user);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText("Settings Saved")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByText("Settings Saved")).not.toBeInTheDocument();
  });

  it("stay while the pointer is over them", async () => {
    const user = setup();
    const toast = await showToast(user);
    fireEvent.pointerEnter(toast, { pointerType: "mouse" });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText("Settings Saved")).toBeInTheDocument();
    fireEvent.pointerLeave(toast, { pointerType: "mouse" });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 100));
    expect(screen.queryByText("Settings Saved")).not.toBeInTheDocument();
  });

  it("close with their button", async () => {
    const user = setup();
    const toast = await showToast(user);
    await user.click(within(toast).getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Settings Saved")).not.toBeInTheDocument();
  });

  it("close when swiped sideways far enough, and snap back from a short drag", async () => {
    const user = setup();
    const toast = await showToast(user);
    fireEvent.pointerDown(toast, { pointerId: 7, pointerType: "touch", button: 0, clientX: 200 });
    fireEvent.pointerMove(toast, { pointerId: 7, pointerType: "touch", clientX: 230 });
    expect(toast.style.transform).toBe("translateX(30px)");
    fireEvent.pointerUp(toast, { pointerId: 7, pointerType: "touch", clientX: 230 });
    expect(toast.style.transform).toBe("translateX(0px)");
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText("Settings Saved")).toBeInTheDocument();

    fireEvent.pointerDown(toast, { pointerId: 8, pointerType: "touch", button: 0, clientX: 200 });
    fireEvent.pointerMove(toast, { pointerId: 8, pointerType: "touch", clientX: 60 });
    fireEvent.pointerUp(toast, { pointerId: 8, pointerType: "touch", clientX: 60 });
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByText("Settings Saved")).not.toBeInTheDocument();
  });
});
