import styled from "@emotion/styled";
import React, { useEffect, useMemo, useState } from "react";
import type { Guide, GuideCatalogue } from "../lib/storage";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { colors, space } from "../theme/tokens";
import { GuideIcon } from "./GuideIcon";
import { Icon } from "./icons";
import { buttonStyles, Card, Grid, VisuallyHidden } from "./ui";

export interface GuideListCopy {
  downloadLabel: string;
  emptyText: string;
  fileTypeLabel: string;
  updatedText: string;
}

export interface GuideListProps {
  /** The list sourced at build, shown in the HTML and kept unless a live refresh finds a different one. */
  guides: readonly Guide[];
  catalogue: GuideCatalogue["entries"];
  fallbackDescription: string;
  copy: GuideListCopy;
}

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${colors.cream};
  color: ${colors.navy};
  margin-bottom: ${space(1)};
`;

const Meta = styled.p`
  margin-top: auto;
  padding-top: ${space(1)};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${colors.muted};
`;

/** The storage code is loaded when it is first needed (a live refresh or a click), not with the page. */
const loadStorage = () => import("../lib/storage");

/** A new-tab or modified click is the visitor's choice: leave it to the browser. */
const isPlainClick = (event: React.MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The guide cards. Server-rendered from the build's list; with Supabase
 * configured the list is refreshed after load, and a failed or empty refresh
 * (logged) keeps what the visitor already sees.
 */
export function GuideList({ guides: built, catalogue: entries, fallbackDescription, copy }: GuideListProps): React.JSX.Element {
  const [guides, setGuides] = useState(built);
  const [updated, setUpdated] = useState(false);
  const catalogue = useMemo(() => ({ entries, fallbackDescription }), [entries, fallbackDescription]);
  const config = useSiteSettings().supabase;

  useEffect(() => {
    if (!config) return;
    let active = true;
    loadStorage()
      .then(async ({ getSupabaseBackend, sameGuides }) => {
        const fresh = await getSupabaseBackend(config).listGuides(catalogue);
        if (!active) return;
        if (fresh.length === 0) {
          console.warn(`Supabase bucket "${config.guidesBucket}" listed no guides; keeping the ${built.length} guide(s) from the build.`);
        } else if (!sameGuides(built, fresh)) {
          setGuides(fresh);
          setUpdated(true);
        }
      })
      .catch((error: unknown) => console.warn(`Could not refresh the guides from Supabase; keeping the ${built.length} guide(s) from the build.`, error));
    return () => {
      active = false;
    };
  }, [built, catalogue, config]);

  const onDownload = (guide: Guide) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    loadStorage().then(
      ({ downloadGuide, backendForGuide }) => downloadGuide(guide, backendForGuide(guide, config)),
      (error: unknown) => {
        // Without the download code, follow the link as the browser would have.
        console.warn(`Could not load the download code; opening ${guide.downloadUrl}.`, error);
        window.location.assign(guide.downloadUrl);
      },
    );
  };

  return (
    <>
      <VisuallyHidden role="status">{updated ? copy.updatedText : ""}</VisuallyHidden>
      {guides.length === 0 ? (
        <p>{copy.emptyText}</p>
      ) : (
        <Grid $min={300}>
          {guides.map((guide) => (
            <li key={guide.name}>
              <Card>
                <IconBadge>
                  <GuideIcon name={guide.icon} />
                </IconBadge>
                <h3>{guide.title}</h3>
                <p>{guide.description}</p>
                <Meta>
                  {copy.fileTypeLabel} · {guide.size}
                </Meta>
                <a href={guide.downloadUrl} download={guide.name} onClick={onDownload(guide)} data-button="" css={buttonStyles("secondary")}>
                  <Icon d="M12 4v11M7 10l5 5 5-5M5 20h14" strokeWidth={2} />
                  {copy.downloadLabel}
                  <VisuallyHidden>{` ${guide.title} (${copy.fileTypeLabel}, ${guide.size})`}</VisuallyHidden>
                </a>
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
