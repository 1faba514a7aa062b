import fs from "fs";
import path from "path";

/**
 * The new sector an editor adds in the CMS (e2e/cms.spec.ts) reaches the built site: the browser test keeps the data
 * the CMS wrote here, and tools/test/newSectorBuild.ts builds from them after the browser tests, warm, with only the
 * pages it reads. Under test-results/, which Playwright empties when a run starts: data from an earlier run is never
 * read as this one's.
 */
export const NEW_SECTOR_DIR = path.join(__dirname, "..", "..", "test-results", "new-sector");

/** What the built site must show of the new sector. */
export interface NewSector {
  /** Its page's address ("/sectors/hovercraft/"). */
  page: string;
  /** Its page's heading. */
  h1: string;
  /** Its name on the cards and in the quote form's choices. */
  name: string;
}

export const newSectorData = (): string => path.join(NEW_SECTOR_DIR, "data");
export const newSectorFile = (): string => path.join(NEW_SECTOR_DIR, "sector.json");

/** Keeps a copy of the data folder the CMS wrote, and what the build must show of the sector. */
export function saveNewSector(dataDir: string, sector: NewSector): void {
  fs.rmSync(NEW_SECTOR_DIR, { recursive: true, force: true });
  fs.cpSync(dataDir, newSectorData(), { recursive: true });
  fs.writeFileSync(newSectorFile(), JSON.stringify(sector, null, 2));
}
