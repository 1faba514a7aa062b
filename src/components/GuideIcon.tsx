import React from "react";
import { Icon } from "./icons";

/** Outline drawings (path data, circles as two arcs), one per icon name in data/guides.json. */
const drawings: Record<string, string> = {
  document: "M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6",
  partnership: "M6 8a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M14 9a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.6c3.2-.4 6 1.8 6 5.4",
  garage: "M3 10l9-6 9 6v10H3zM7 20v-7h10v7M7 16.5h10",
  taxi: "M3 17v-4l2.5-5h13l2.5 5v4zM3 13h18M10 8V5h4v3M5.7 17a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0M14.7 17a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0",
  seat: "M7 4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1l1 9H7zM7 13h9a2 2 0 0 1 2 2v1H7zM9 16v5M16 16v5M8 5l8 8",
  campervan: "M2 17V8a2 2 0 0 1 2-2h11l3 4h2a2 2 0 0 1 2 2v5zM5 9h4v3H5zM12 9h3v3h-3zM4.7 17.5a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0M15.7 17.5a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0",
  emergency: "M9 3h6v6h6v6h-6v6H9v-6H3V9h6z",
  fleet: "M2 6h12v11H2zM14 10h4l3 3v4h-7M4.2 17.5a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0M15.2 17.5a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0",
  classic: "M2 16v-2a2 2 0 0 1 2-2h1l3-4h7l3 4h1a3 3 0 0 1 3 3v1zM8.5 12h8M5 16.5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M15 16.5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0",
};

/** A guide's icon; unknown names get the document. */
export function GuideIcon({ name, size = 28 }: { name: string; size?: number }): React.JSX.Element {
  const known = name in drawings ? name : "document";
  return <Icon d={drawings[known]} size={size} strokeWidth={1.6} name={known} />;
}
