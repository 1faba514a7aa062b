import React, { useEffect, useImperativeHandle } from "react";
import type { PhotoFieldLoader } from "../../hooks/usePhotoField";
import { usePhotos, type PhotoTexts } from "../../hooks/usePhotos";
import type { Values } from "../../lib/forms/draft";
import { fillTemplate, type FormKind } from "../../lib/forms/fields";
import { formatBytes } from "../../lib/forms/photos/limits";
import type { SendMode } from "../../lib/forms/provider";
import { colors, radius, space } from "../../theme/tokens";
import { visuallyHidden } from "../ui";
import { fillNodes } from "./fillNodes";
import { linkButtonStyles, Notice } from "./styles";

/**
 * The photo field's own code, drawn by PhotoField (lazyPart) once usePhotoField says it is wanted: the photos' state (usePhotos),
 * their thumbnails, each with a remove button that names it, their total size, and why a file was refused.
 * It renders below the input that PhotoField keeps, and hands the form what a send needs (`apiRef`).
 */
export function PhotoFieldLive({
  kind,
  mode,
  values,
  texts,
  inputRef,
  apiRef,
  setStatus,
}: {
  kind: FormKind;
  mode: SendMode;
  values: Values;
  texts: PhotoTexts;
  inputRef: PhotoFieldLoader["inputRef"];
  apiRef: PhotoFieldLoader["apiRef"];
  setStatus: PhotoFieldLoader["setStatus"];
}): React.JSX.Element {
  const photos = usePhotos({ kind, mode, texts, values, enabled: true, inputRef });
  useImperativeHandle(apiRef, () => photos);
  const { error, preparing } = photos;
  useEffect(() => setStatus({ error, preparing }), [error, preparing, setStatus]);

  const list = photos.photos;
  const total = list.reduce((sum, photo) => sum + photo.blob.size, 0);
  return (
    <>
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
    </>
  );
}
