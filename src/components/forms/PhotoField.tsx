import React from "react";
import { graphql } from "gatsby";
import type { PhotoFieldLoader, PhotoFieldState } from "../../hooks/usePhotoField";
import type { PhotoTexts } from "../../hooks/usePhotos";
import type { Values } from "../../lib/forms/draft";
import { fillTemplate, type FormKind } from "../../lib/forms/fields";
import { DEFAULT_MAX_PHOTOS, photoFieldName } from "../../lib/forms/photos/fieldNames";
import type { SendMode } from "../../lib/forms/provider";
import { colors, radius, space } from "../../theme/tokens";
import { visuallyHidden } from "../ui";
import { lazyPart } from "./lazyPart";
import { controlStyles, ErrorText, FieldBox, Help, labelStyles, Optional } from "./styles";

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
    emailUnchecked
    notLoaded
    notSent
    notSentBusy
    refused
    another
    noScript
  }
`;

/** The field's own code (its photos' state, the thumbnails): a chunk of its own, not part of the form's start-up (issue 43). */
const PhotoFieldLive = lazyPart(() => import(/* webpackChunkName: "photo-field" */ "./PhotoFieldLive").then((module) => module.PhotoFieldLive));

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
 *
 * This part is the field as the server renders it, and it stays: the input is never replaced, so a file chosen
 * while the field's code is on its way is still in it when that code (PhotoFieldLive) arrives. The code loads as
 * its part is drawn, once usePhotoField says it is wanted.
 */
export function PhotoField({
  kind,
  mode,
  values,
  idPrefix,
  texts,
  field,
  inputRef,
  apiRef,
  optionalLabel,
  byEmail,
  netlify,
}: {
  kind: FormKind;
  mode: SendMode;
  values: Values;
  idPrefix: string;
  texts: PhotoTexts;
  field: PhotoFieldState;
  inputRef: PhotoFieldLoader["inputRef"];
  apiRef: PhotoFieldLoader["apiRef"];
  optionalLabel: string;
  /** The email provider: the visitor attaches the photos to the email themselves. */
  byEmail: boolean;
  netlify: boolean;
}): React.JSX.Element {
  const id = `${idPrefix}-photos`;
  const max = texts.maxPhotos ?? DEFAULT_MAX_PHOTOS;
  const { wanted, status, load, api } = field;
  const describedBy = [`${id}-help`, `${id}-limits`, byEmail ? `${id}-email` : "", status.error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <FieldBox wide css={{ justifyContent: "flex-start" }}>
      <label css={labelStyles} htmlFor={id}>
        {texts.label}
        {texts.required === true ? null : <Optional> {optionalLabel}</Optional>}
      </label>
      <Help id={`${id}-help`}>{texts.help}</Help>
      <Help id={`${id}-limits`}>{fillTemplate(texts.limits, { max })}</Help>
      {byEmail ? (
        <Help id={`${id}-email`} css={{ color: colors.ink, fontWeight: 700 }}>
          {texts.emailNote}
        </Help>
      ) : null}
      <ErrorText id={`${id}-error`}>{status.error}</ErrorText>
      <input
        ref={inputRef}
        id={id}
        // The first photo's field; the others are added by the send (netlifyBody) or by the boxes below.
        name={photoFieldName(1)}
        type="file"
        accept="image/*"
        multiple
        // The early script keeps typed text in the draft; a file is kept by this form once its code has loaded.
        data-no-draft=""
        aria-describedby={describedBy}
        aria-invalid={status.error ? true : undefined}
        css={fileInputStyles}
        onFocus={load}
        onChange={(event) => {
          const photos = api();
          // Left in the input until the field's code arrives: it takes them from there (usePhotos).
          if (!photos) return load();
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
      <span aria-live="polite" css={status.preparing ? { color: colors.muted } : status.note ? { fontWeight: 700 } : visuallyHidden}>
        {status.preparing || status.note}
      </span>
      {wanted ? (
        <PhotoFieldLive kind={kind} mode={mode} values={values} texts={texts} inputRef={inputRef} apiRef={apiRef} setStatus={field.setStatus} fallback={null} onFailed={field.failed} />
      ) : null}
    </FieldBox>
  );
}
