import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type React from "react";
import { NativeForm } from "../../../src/components/forms/NativeForm";
import { EMAIL_PHOTO_WAIT_MS } from "../../../src/hooks/usePhotoField";
import { fillTemplate } from "../../../src/lib/forms/fields";
import { choices, fillQuote, formsContent, siteContact } from "../../helpers/forms";
import { renderStyled } from "../../helpers/render";

/**
 * Every part the form loads later (the photo field's code, the sent view) is on a connection that hangs: asked
 * for, never answered, never failed. Its stand-in is drawn for good, as the browser draws it while it waits.
 */
jest.mock("../../../src/components/forms/lazyPart", () => ({
  lazyPart:
    () =>
    ({ fallback }: { fallback: React.ReactNode }) =>
      fallback,
}));

jest.setTimeout(20_000);

beforeEach(() => window.sessionStorage.clear());

describe("the quote form by email while the photo field's code hangs", () => {
  it("opens the mail app within the press when no photo is chosen: the email needs nothing that code holds", async () => {
    const openMailto = jest.fn<void, [string]>();
    renderStyled(<NativeForm kind="quote" mode="email" content={formsContent} site={siteContact} choices={choices} supabase={null} openMailto={openMailto} />);
    const user = userEvent.setup({ delay: null });
    await fillQuote(user, "Two lap belts for a minibus.");
    await user.click(screen.getByRole("button", { name: formsContent.quote.submit }));
    // No wait: the press itself opened it (a browser may refuse a mail link opened later, outside the press).
    expect(openMailto).toHaveBeenCalledTimes(1);
    const url = new URL(openMailto.mock.calls[0][0]);
    expect(url.searchParams.get("subject")).toBe("Quote request from Jane Smith");
    expect(url.searchParams.get("body")).toContain("Two lap belts for a minibus.");
    expect(url.searchParams.get("body")).not.toContain(`${formsContent.quote.photos.emailList}:`);
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
  });

  it("with photos chosen, gives up waiting for that code within a few seconds and opens the mail app naming the photos, saying so in the form", async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const openMailto = jest.fn<void, [string]>();
      renderStyled(<NativeForm kind="quote" mode="email" content={formsContent} site={siteContact} choices={choices} supabase={null} openMailto={openMailto} />);
      const user = userEvent.setup({ delay: null, applyAccept: false, advanceTimers: jest.advanceTimersByTime });
      await fillQuote(user, "Two lap belts for a minibus.");
      await user.upload(screen.getByLabelText(new RegExp(`^${formsContent.quote.photos.label}`)), [
        new File(["pixels"], "label.jpg", { type: "image/jpeg" }),
        new File(["pixels"], "buckle.jpg", { type: "image/jpeg" }),
      ]);
      await user.click(screen.getByRole("button", { name: formsContent.quote.submit }));
      // Waiting for the photo code, which never comes: not yet.
      expect(openMailto).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(EMAIL_PHOTO_WAIT_MS);
      });
      expect(openMailto).toHaveBeenCalledTimes(1);
      const body = new URL(openMailto.mock.calls[0][0]).searchParams.get("body") ?? "";
      expect(body).toContain("Two lap belts for a minibus.");
      expect(body).toContain(`${formsContent.quote.photos.emailList}:\r\nlabel.jpg\r\nbuckle.jpg`);
      expect(screen.getByText(fillTemplate(formsContent.quote.photos.emailUnchecked, { names: "label.jpg, buckle.jpg" }))).toBeVisible();
      expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
