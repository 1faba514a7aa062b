import { fillTemplate } from "../fields";
import type { PhotoRefusal } from "./kept";
import { formatBytes } from "./limits";

/**
 * A refused file's message in the form's words, naming the file. Apart from the preparation code (choose.ts),
 * which loads later: this stays with the form's own modules, so the lazy chunk shares none of them.
 */

/** The photo texts of data/forms.json that name a refused file. */
export type RefusalTexts = Readonly<Record<PhotoRefusal["kind"], string>>;

export function refusalMessage(texts: RefusalTexts, { name, refusal }: { name: string; refusal: PhotoRefusal }): string {
  const values: Record<string, string | number> = { name };
  switch (refusal.kind) {
    case "tooLarge":
    case "overTotal":
      Object.assign(values, { size: formatBytes(refusal.bytes), limit: formatBytes(refusal.limit) });
      break;
    case "tooManyPixels":
      Object.assign(values, { width: refusal.width.toLocaleString("en-GB"), height: refusal.height.toLocaleString("en-GB") });
      break;
    case "tooMany":
      values.max = refusal.max;
      break;
    default:
      break;
  }
  return fillTemplate(texts[refusal.kind], values);
}
