import type { KeptPhoto, PhotoRefusal } from "./kept";
import { preparePhoto, type Prepared } from "./prepare";

export interface Refused {
  name: string;
  refusal: PhotoRefusal;
}

export interface AddOptions {
  /** How many photos an enquiry may have (data/forms.json). */
  max: number;
  /** The most the prepared photos may come to, for the form's provider (limits.ts). */
  totalLimit: number;
  /** Called as each file starts to be prepared, for the "Preparing …" line. */
  onPreparing?: (name: string) => void;
  prepare?: (file: File) => Promise<Prepared>;
}

export const photosBytes = (photos: readonly { blob: Blob }[]): number => photos.reduce((sum, photo) => sum + photo.blob.size, 0);

/**
 * Prepares the chosen files one at a time (a phone has memory for one decoded photo, not five) and adds those
 * that pass, in the order chosen. Past the count, a file is refused unread; a prepared photo that would take the
 * total over the provider's limit is refused too; one whose preparation throws is refused as not made ready. The
 * photos already there are never touched.
 */
export async function addPhotos(files: readonly File[], current: readonly KeptPhoto[], options: AddOptions): Promise<{ added: KeptPhoto[]; refused: Refused[] }> {
  const { max, totalLimit, onPreparing, prepare = preparePhoto } = options;
  const added: KeptPhoto[] = [];
  const refused: Refused[] = [];
  for (const file of files) {
    if (current.length + added.length >= max) {
      refused.push({ name: file.name, refusal: { kind: "tooMany", max } });
      continue;
    }
    onPreparing?.(file.name);
    let prepared: Prepared;
    try {
      prepared = await prepare(file);
    } catch (failure) {
      // A fault in preparing this one (not a refusal the preparation gives): it is named as not made ready, the
      // cause to the console, and the others go on.
      console.warn(`Enquiry form: ${file.name} could not be prepared.`, failure);
      refused.push({ name: file.name, refusal: { kind: "failed" } });
      continue;
    }
    if (!prepared.ok) {
      refused.push({ name: file.name, refusal: prepared.refusal });
      continue;
    }
    const total = photosBytes(current) + photosBytes(added) + prepared.photo.blob.size;
    if (total > totalLimit) refused.push({ name: file.name, refusal: { kind: "overTotal", bytes: total, limit: totalLimit } });
    else added.push(prepared.photo);
  }
  return { added, refused };
}
