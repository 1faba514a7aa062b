import React from "react";

/** Outline drawings, 24×24, one per icon name in data/guides.json; unknown names get the document. */
const drawings: Record<string, React.ReactNode> = {
  document: (
    <>
      <path d="M7 3h7l5 5v13H7z" />
      <path d="M14 3v5h5M10 13h6M10 17h6" />
    </>
  ),
  partnership: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.6c3.2-.4 6 1.8 6 5.4" />
    </>
  ),
  garage: (
    <>
      <path d="M3 10l9-6 9 6v10H3z" />
      <path d="M7 20v-7h10v7M7 16.5h10" />
    </>
  ),
  taxi: (
    <>
      <path d="M3 17v-4l2.5-5h13l2.5 5v4zM3 13h18M10 8V5h4v3" />
      <circle cx="7.5" cy="17" r="1.8" />
      <circle cx="16.5" cy="17" r="1.8" />
    </>
  ),
  seat: (
    <>
      <path d="M7 4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1l1 9H7zM7 13h9a2 2 0 0 1 2 2v1H7zM9 16v5M16 16v5" />
      <path d="M8 5l8 8" />
    </>
  ),
  campervan: (
    <>
      <path d="M2 17V8a2 2 0 0 1 2-2h11l3 4h2a2 2 0 0 1 2 2v5zM5 9h4v3H5zM12 9h3v3h-3z" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17.5" cy="17.5" r="1.8" />
    </>
  ),
  emergency: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  fleet: (
    <>
      <path d="M2 6h12v11H2zM14 10h4l3 3v4h-7" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  classic: (
    <>
      <path d="M2 16v-2a2 2 0 0 1 2-2h1l3-4h7l3 4h1a3 3 0 0 1 3 3v1zM8.5 12h8" />
      <circle cx="7" cy="16.5" r="2" />
      <circle cx="17" cy="16.5" r="2" />
    </>
  ),
};

export function GuideIcon({ name, size = 28 }: { name: string; size?: number }): React.JSX.Element {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={name in drawings ? name : "document"}>
      {drawings[name] ?? drawings.document}
    </svg>
  );
}
