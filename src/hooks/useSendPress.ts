import type React from "react";
import { getDraft, photoIds, type Values } from "../lib/forms/draft";
import { fillTemplate, type FormKind } from "../lib/forms/fields";
import type { FormsContent } from "../components/forms/types";
import type { EnquirySubmit } from "./useEnquirySubmit";
import type { FieldErrors } from "./useFieldErrors";
import { EMAIL_PHOTO_WAIT_MS, type PhotoFieldLoader } from "./usePhotoField";

interface SendPress {
  kind: FormKind;
  content: FormsContent;
  values: Values;
  /** The form sends by email (the email provider, or Supabase without its settings). */
  byEmail: boolean;
  /** The form has a photo field (the quote form). */
  withPhotos: boolean;
  /** What a bot typed in the hidden field: it is shown success and nothing is sent. */
  honeypot: string;
  submit: EnquirySubmit;
  checks: Pick<FieldErrors, "checkAll">;
  photoField: Pick<PhotoFieldLoader, "api" | "whenReady" | "setStatus" | "inputRef">;
  /** Moves focus to a field by its name. */
  focus: (name: string) => void;
}

/**
 * What the press of Send does: checks the answers (focus goes to the first problem), hands the photos over (waiting
 * for the photo field's code when a photo is chosen, so it goes too), and sends, or pretends to for a bot.
 */
export function useSendPress({ kind, content, values, byEmail, withPhotos, honeypot, submit, checks, photoField, focus }: SendPress): (event: React.FormEvent<HTMLFormElement>) => void {
  const photoInput = photoField.inputRef;

  /** The photo field's code would not load: the answers go as they would without it (an email naming the photos chosen). */
  const submitWithout = (element: HTMLFormElement, photoNames: readonly string[]): void => {
    const firstProblem = checks.checkAll(getDraft(kind), submit.clearError);
    if (firstProblem) return void focus(firstProblem);
    if (honeypot !== "") return void submit.pretend(getDraft(kind));
    void submit.send(getDraft(kind), element, [], photoNames);
  };

  return (event) => {
    event.preventDefault();
    if (submit.sending) return;
    const element = event.currentTarget;
    // Rendered before focus moves, so the focused field is read out with its message; no wait for the photos' code.
    const firstProblem = checks.checkAll(values, submit.clearError);
    if (firstProblem) return void focus(firstProblem);
    const photos = photoField.api();
    // An email with no photo chosen or kept needs nothing the photo code holds: it opens now, within the press,
    // and not whenever that code arrives (a slow connection, or a browser that refuses a late mail link).
    const nothingToWaitFor = byEmail && (photoInput.current?.files?.length ?? 0) === 0 && photoIds(values).length === 0 && content.quote.photos.required !== true;
    if (withPhotos && !photos && nothingToWaitFor) return void submitWithout(element, []);
    if (withPhotos && !photos) {
      // The photo field's code is still on its way: the send waits for it, so a photo already chosen goes too. An email
      // waits a few seconds at most: it cannot carry the photos, only name them, and a hung connection may never answer.
      photoField.whenReady(byEmail ? EMAIL_PHOTO_WAIT_MS : undefined).then(
        () => element.requestSubmit(),
        (failure: unknown) => {
          const input = photoInput.current;
          const chosen = [...(input?.files ?? [])];
          const names = chosen.map((file) => file.name);
          // An email needs no photo code: it names the photos to attach, and the input has their names. The field
          // says so too, in case the sent view is on the same slow connection.
          if (byEmail && names.length > 0) {
            photoField.setStatus({ error: "", preparing: "", note: fillTemplate(content.quote.photos.emailUnchecked, { names: names.join(", ") }) });
          }
          if (chosen.length === 0 ? content.quote.photos.required !== true : byEmail) return void submitWithout(element, names);
          // Nothing is lost and nothing sent: the visitor is told in the site's words (the code's own failure, a
          // chunk that did not load, goes to the console), and the next press tries to load it again.
          console.warn("Enquiry form: the photo field's code did not load; the visitor is asked to press Send again.", failure);
          const texts = content.quote.photos;
          photoField.setStatus({ error: chosen.length > 0 ? fillTemplate(texts.notLoaded, { name: chosen.map((file) => file.name).join(", ") }) : texts.missing, preparing: "" });
          input?.focus();
        },
      );
      return;
    }
    if (photos && !photos.check()) return void photoInput.current?.focus();
    // Only a bot fills the hidden field: it is shown success and nothing is sent.
    if (honeypot !== "") {
      void submit.pretend(values);
      return;
    }
    // A photo still being prepared goes with the enquiry: the send waits for it.
    if (photos) void photos.ready().then((ready) => submit.send(getDraft(kind), element, ready));
    else void submit.send(getDraft(kind), element);
  };
}
