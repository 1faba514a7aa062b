/**
 * The role of a CMS notice (replacedParts/noticeRoles.ts): a failure is an "alert", which a screen reader reads at
 * once, interrupting; any other ("Entry saved") a "status", read when the reader pauses.
 */
export function noticeRole(type: string | undefined): "alert" | "status" {
  return type === "error" ? "alert" : "status";
}
