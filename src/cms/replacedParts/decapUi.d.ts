/** The parts of decap-cms-ui-default that the list's top bar (listTopBar.tsx) and the media library's card (mediaLibraryCard.tsx) draw with; the package publishes no types. */
declare module "decap-cms-ui-default" {
  import type { SerializedStyles } from "@emotion/react";
  import type { ComponentType } from "react";
  export const Icon: ComponentType<{ type: string; size?: string; direction?: string }>;
  export const buttons: { button: SerializedStyles };
  export const colors: Record<string, string>;
  export const lengths: Record<string, string>;
  export const borders: Record<string, string>;
  export const effects: Record<string, SerializedStyles>;
  export const shadows: Record<string, string>;
}
