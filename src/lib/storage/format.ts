const units = ["Bytes", "KB", "MB", "GB"] as const;

/** File sizes as the spec gives them: base 1024, at most two decimals, "0 Bytes" for nothing. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return `${parseFloat((bytes / 1024 ** power).toFixed(2))} ${units[power]}`;
}
