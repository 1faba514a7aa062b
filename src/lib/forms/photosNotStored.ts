import type { FormsContent, SiteContact } from "../../components/forms/types";
import { fillTemplate, type FormKind } from "./fields";
import { busyReason, type EnquiryInsertError } from "./supabaseRefusal";

/** An enquiry that arrived without some of its photos: those refused for good, or why the rest may go on a second try. */
export type PhotosNotStored = { refused: readonly string[] } | { message: string };

/**
 * What to tell the visitor when Supabase stored the enquiry but not all of its photos (insertEnquiry's
 * `enquiryStored`), or null for any other failure. Photos refused for good are named on the confirmation, to be
 * emailed; the others go when the visitor presses Send again. A limit of the database's says which, with the phone
 * number and the email address. Loaded with the insert, only once someone sends (issue 43: no visitor pays for it
 * at start-up).
 */
export function photosNotStored(error: unknown, kind: FormKind, content: FormsContent, site: Pick<SiteContact, "phone" | "email">): PhotosNotStored | null {
  if (!(error instanceof Error && "enquiryStored" in error && error.enquiryStored === true)) return null;
  const { status, photo = "", refusedPhotos = [], timeoutMs, limit } = error as Partial<EnquiryInsertError> & Error;
  if (refusedPhotos.length > 0) {
    console.warn(`Enquiry form (${kind}): the enquiry was stored; its photos ${refusedPhotos.join(", ")} were refused (${error.message}).`);
    return { refused: refusedPhotos };
  }
  console.warn(`Enquiry form (${kind}): the enquiry was stored; the photo ${photo} was not (${error.message}). The visitor's answers are kept.`);
  const { common } = content;
  const texts = content.quote.photos;
  const submit = content[kind].submit;
  if (limit) return { message: fillTemplate(texts.notSentBusy, { reason: busyReason(common, limit), submit, phone: site.phone, email: site.email }) };
  const reason = status ? fillTemplate(common.errorStatus, { status }) : timeoutMs ? fillTemplate(common.errorTimeout, { seconds: timeoutMs / 1000 }) : common.errorNetwork;
  return { message: fillTemplate(texts.notSent, { name: photo, error: reason, submit }) };
}
