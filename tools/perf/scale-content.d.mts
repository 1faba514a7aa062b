/** Types of scale-content.mjs, for the TypeScript that imports it (e2e/buildFromDataCopy.ts). */
export declare const EDITED_FIELD: string;
export declare function scaleData(sourceDir: string, targetDir: string, times: number): string[];
export declare function editOneField(dataDir: string): { page: string; text: string };
