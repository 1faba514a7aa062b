import React from "react";
import { graphql } from "gatsby";
import type { Photos, PhotoTexts } from "../../hooks/usePhotos";
import { fillTemplate } from "../../lib/forms/fields";
import { formatBytes, photoFieldName } from "../../lib/forms/photos/limits";
import { colors, radius, space } from "../../theme/tokens";
import { visuallyHidden } from "../ui";
import { fillNodes } from "./fillNodes";
import { controlStyles, ErrorText, FieldBox, Help, labelStyles, linkButtonStyles, Notice, Optional } from "./styles";

export const photoFragment = graphql`
  fragment FormPhotosData on FormPhotos {
    label
    help
    limits
    maxPhotos
    required
    missing
    preparing
    total
    totalOne
    remove
    notPhoto
    tooLarge
    tooManyPixels
    damaged
    heic
    tooMany
    overTotal
    failed
    notKept
    emailNote
    emailList
    emailReminder
    notSent
    notSentBusy
    refused
    another
    noScript
  }
`;

const fileInputStyles = [
  controlStyles,
  {
    cursor: "pointer",
    "&::file-selector-button": {
      font: "inherit",
      fontWeight: 700,
      marginRight: space(1.5),
      padding: "8px 16px",
      border: 0,
      borderRadius: radius,
      background: colors.navy,
      color: colors.paper,
      cursor: "pointer",
    },
  },
];

/**
 * The quote form's photos: a real file input (the camera or the library on a phone), the photos chosen as
 * thumbnails, each with a remove button that names it, their total size, and why a file was refused. Without
 * JavaScript a Netlify form shows one box per photo, since Netlify keeps one file per field (docs/forms.md).
 */
export function PhotoField({
  idPrefix,
  texts,
  photos,
  inputRef,
  optionalLabel,
  byEmail,
  netlify,
}: {
  idPrefix: string;
  texts: PhotoTexts;
  photos: Omit<Photos, "inputRef">;
  inputRef: Photos["inputRef"];
  optionalLabel: string;
  /** The email provider: the visitor attaches the photos to the email themselves. */
  byEmail: boolean;
  netlify: boolean;
}): React.JSX.Element {
  const id = `${idPrefix}-photos`;
  const { photos: list, max } = photos;
  const total = list.reduce((sum, photo) => sum + photo.blob.size, 0);
  const describedBy = [`${id}-help`, `${id}-limits`, byEmail ? `${id}-email` : "", photos.error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <FieldBox wide css={{ justifyContent: "flex-start" }}>
      <label css={labelStyles} htmlFor={id}>
        {texts.label}
        {photos.required ? null : <Optional> {optionalLabel}</Optional>}
      </label>
      <Help id={`${id}-help`}>{texts.help}</Help>
      <Help id={`${id}-limits`}>{fillTemplate(texts.limits, { max })}</Help>
      {byEmail ? (
        <Help id={`${id}-email`} css={{ color: colors.ink, fontWeight: 700 }}>
          {texts.emailNote}
        </Help>
      ) : null}
      <ErrorText id={`${id}-error`}>{photos.error}</ErrorText>
      <input
        ref={inputRef}
        id={id}
        // The first photo's field; the others are added by the send (netlifyBody) or by the boxes below.
        name={photoFieldName(1)}
        type="file"
        accept="image/*"
        multiple
        // The early script keeps typed text in the draft; a file is kept by this form once it has hydrated.
        data-no-draft=""
        aria-describedby={describedBy}
        aria-invalid={photos.error ? true : undefined}
        css={fileInputStyles}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied so the same file can be chosen again after it is removed, and its raw bytes are never posted.
          event.target.value = "";
          photos.add(files);
        }}
      />
      {netlify ? (
        <div data-no-js-only="" css={{ display: "grid", gap: space(1) }}>
          {Array.from({ length: max - 1 }, (_, index) => {
            const number = index + 2;
            return (
              <React.Fragment key={number}>
                <label css={labelStyles} htmlFor={`${id}-${number}`}>
                  {fillTemplate(texts.another, { number })}
                </label>
                <input id={`${id}-${number}`} name={photoFieldName(number)} type="file" accept="image/*" data-no-draft="" css={fileInputStyles} />
              </React.Fragment>
            );
          })}
          <Help>{texts.noScript}</Help>
        </div>
      ) : null}
      {/* A live region of its own, not a second role="status": the form's status reads out its problems. */}
      <span aria-live="polite" css={photos.preparing ? { color: colors.muted } : visuallyHidden}>
        {photos.preparing}
      </span>
      {photos.refusals.length > 0 ? (
        <div role="alert">
          {photos.refusals.map((message) => (
            <Notice key={message} tone="error" css={{ marginBottom: space(1) }}>
              {message}
            </Notice>
          ))}
        </div>
      ) : null}
      {photos.notKept ? <Notice css={{ marginBottom: 0 }}>{texts.notKept}</Notice> : null}
      {list.length > 0 ? (
        <>
          <p css={{ margin: 0, fontWeight: 700 }} data-photo-total="">
            {list.length === 1 ? fillTemplate(texts.totalOne, { size: formatBytes(total) }) : fillTemplate(texts.total, { count: list.length, size: formatBytes(total) })}
          </p>
          <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space(1.5), gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))" }}>
            {list.map((photo) => (
              <li key={photo.id} css={{ display: "grid", gap: 4, alignContent: "start", minWidth: 0 }}>
                <img src={photo.url} alt="" width={photo.width} height={photo.height} css={{ width: "100%", height: 110, objectFit: "cover", borderRadius: radius, border: `1px solid ${colors.line}`, background: colors.cream }} />
                <span css={{ fontSize: "0.9375rem", overflowWrap: "anywhere" }}>
                  {photo.originalName} <span css={{ color: colors.muted }}>({formatBytes(photo.blob.size)})</span>
                </span>
                <button type="button" css={[linkButtonStyles, { justifySelf: "start", minHeight: 44, display: "inline-flex", alignItems: "center" }]} onClick={() => photos.remove(photo.id)}>
                  {/* The name is read out, not shown twice: it is printed just above. */}
                  {fillNodes(texts.remove, { name: <span css={visuallyHidden}>{photo.originalName}</span> })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </FieldBox>
  );
}
