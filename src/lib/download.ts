/**
 * Offers a blob to the visitor as a file called `name`, through a temporary link.
 *
 * The object URL is revoked a minute later, not at once: browsers start reading the blob after click()
 * returns (Firefox and Safari only once the download has begun), and a large guide on a slow disk can
 * take seconds. Holding the blob a minute longer costs only its memory.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
