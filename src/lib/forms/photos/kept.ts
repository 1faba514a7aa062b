import type { PreparedPhoto } from "./types";

/** A prepared photo as the form keeps it with the draft: with the name the visitor knows it by. */
export interface KeptPhoto extends PreparedPhoto {
  /** The file's own name ("IMG_0412.HEIC"): an emailed enquiry reminds the visitor to attach it by this name. */
  originalName: string;
}

/** Why a chosen file was not added, with what the message names; the texts are in data/forms.json. */
export type PhotoRefusal =
  | { kind: "notPhoto" }
  | { kind: "tooLarge"; bytes: number; limit: number }
  | { kind: "tooManyPixels"; width: number; height: number }
  | { kind: "damaged" }
  | { kind: "heic" }
  | { kind: "tooMany"; max: number }
  | { kind: "overTotal"; bytes: number; limit: number }
  | { kind: "failed" };
