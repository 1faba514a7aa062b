import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NativeForm } from "../../../src/components/forms/NativeForm";
import { choices, formsContent, siteContact } from "../../helpers/forms";
import { renderStyled } from "../../helpers/render";

// In a file of its own: once storage fails, the draft module keeps that form's draft in memory for the page's life.
describe("NativeForm without session storage", () => {
  it("keeps what the visitor types when storage refuses to store anything", async () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    renderStyled(<NativeForm kind="quote" mode="email" content={formsContent} site={siteContact} choices={choices} supabase={null} openMailto={jest.fn()} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Full name"), "Jane");
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane");
    expect(window.sessionStorage.getItem("enquiry-draft:quote")).toBeNull();
  });
});
