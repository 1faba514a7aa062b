import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NativeForm } from "../../../src/components/forms/NativeForm";
import type { Prepared } from "../../../src/lib/forms/photos/prepare";
import { choices, formsContent, siteContact } from "../../helpers/forms";
import { renderStyled } from "../../helpers/render";

/**
 * The quote form when the photos' code does not load (the connection dropped as a photo was chosen): in a file of
 * its own, so that the code is first asked for here. A mock factory that throws is called again at the next
 * import, so the code loads once mockPhotoCodeMissing is cleared, as it would once the connection is back.
 * jsdom cannot decode or draw a picture: the browser's preparation is stood in for (NativeForm.photos.test.tsx).
 */
let mockPhotoCodeMissing = true;
jest.mock("../../../src/lib/forms/photos/choose", () => {
  if (mockPhotoCodeMissing) throw new Error("Loading chunk 15 failed");
  return jest.requireActual<object>("../../../src/lib/forms/photos/choose");
});
jest.mock("../../../src/lib/forms/photos/prepare", () => ({
  preparePhoto: async (file: File): Promise<Prepared> => ({
    ok: true,
    photo: { id: `id-${file.name}`, name: file.name, originalName: file.name, type: "image/jpeg", blob: new Blob([new Uint8Array(1000)], { type: "image/jpeg" }), width: 2000, height: 1500 },
  }),
}));

const texts = formsContent.quote.photos;

beforeEach(() => {
  window.sessionStorage.clear();
  URL.createObjectURL = jest.fn(() => "blob:http://localhost/1");
  URL.revokeObjectURL = jest.fn();
});

it("names the photos it could not prepare when its code fails to load, and takes the next once it loads", async () => {
  renderStyled(<NativeForm kind="quote" mode="email" content={formsContent} site={siteContact} choices={choices} supabase={null} openMailto={jest.fn()} />);
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const input = () => screen.getByLabelText(new RegExp(`^${texts.label}`)) as HTMLInputElement;
  await user.upload(input(), [new File(["pixels"], "offline-label.jpg", { type: "image/jpeg" })]);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("offline-label.jpg could not be added: part of this page did not load. Check the connection, then choose the photo again");
  expect(alert).not.toHaveTextContent(/chunk/i);
  expect(screen.queryByText(/^Preparing/)).toBeNull();
  mockPhotoCodeMissing = false;
  await user.upload(input(), [new File(["pixels"], "label.jpg", { type: "image/jpeg" })]);
  expect(await screen.findByRole("button", { name: "Remove label.jpg" })).toBeVisible();
});
