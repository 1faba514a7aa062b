import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { graphql, useStaticQuery } from "gatsby";
import React, { useEffect, useState } from "react";
import type { VideoFiles } from "../lib/storage";
import { useSiteSettings } from "../hooks/useSiteSettings";
import type { SupabaseConfig } from "../lib/storage/config";
import { colors, mq, radius } from "../theme/tokens";
import { VisuallyHidden } from "./ui";

export interface IntroVideoProps {
  /** Shown by browsers that cannot play video: home.json `video.fallback`. */
  fallbackText: string;
  /** Accessible name of the player, e.g. the section heading. */
  title?: string;
  /** Read out while the video's address is being looked up. */
  loadingLabel?: string;
  /** The captions track's name in the player's menu, e.g. "English". */
  captionsLabel?: string;
  /**
   * Wraps the player (or its loading placeholder) in the page's section. It is
   * not called when there is no video, so the whole section disappears.
   */
  children?: (player: React.ReactNode) => React.ReactNode;
  /** Shown instead when there is no video (the section's other content). */
  withoutVideo?: React.ReactNode;
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${radius};
  overflow: hidden;
  background: ${colors.navyDark};
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

const Pulse = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(135deg, ${colors.steel} 0%, ${colors.navy} 100%);
  animation: ${pulse} 1.6s ease-in-out infinite;
  ${mq.reducedMotion} {
    animation: none;
  }
`;

const videoType = (url: string): string | undefined => ({ mp4: "video/mp4", webm: "video/webm" })[url.split(/[?#]/)[0].split(".").pop()?.toLowerCase() ?? ""];

type State = VideoFiles | null | "loading";

/**
 * The intro video with an explicit source of files, for tests and for pages
 * that already know them. `embedded` is the committed video (or null); with
 * Supabase configured the video bucket is asked after load, and the embedded
 * video, if any, is the fallback.
 */
export function IntroVideoPlayer({
  embedded,
  fallbackText,
  title,
  loadingLabel,
  captionsLabel,
  children,
  withoutVideo = null,
  supabase: config,
}: IntroVideoProps & { embedded: VideoFiles | null; supabase: SupabaseConfig | null }): React.JSX.Element | null {
  // The same value on the server and in the browser: the settings are the build's.
  const [video, setVideo] = useState<State>(() => (config ? "loading" : embedded));

  useEffect(() => {
    if (!config) return;
    let active = true;
    // Loaded only when Supabase is configured: the embedded default needs no storage code in the browser.
    import("../lib/storage")
      .then(({ getSupabaseBackend }) => getSupabaseBackend(config).getVideo())
      .then((found) => {
        if (!found) console.warn(`No intro video "${config.videoFile}" in Supabase bucket "${config.videoBucket}".`);
        if (active) setVideo(found ?? embedded);
      })
      .catch((error: unknown) => {
        console.warn("Could not load the intro video from Supabase.", error);
        if (active) setVideo(embedded);
      });
    return () => {
      active = false;
    };
  }, [embedded, config]);

  if (video === null) return <>{withoutVideo}</>;
  const player =
    video === "loading" ? (
      <Frame aria-busy="true" data-testid="intro-video-loading">
        <Pulse />
        {loadingLabel ? <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden> : null}
      </Frame>
    ) : (
      <Frame>
        {/* Muted, as the spec says; the captions track is added when a captions file exists. */}
        <video controls muted playsInline preload={video.posterUrl ? "none" : "metadata"} poster={video.posterUrl ?? undefined} aria-label={title}>
          <source src={video.url} type={videoType(video.url)} />
          {video.captionsUrl ? <track kind="captions" src={video.captionsUrl} srcLang="en-GB" label={captionsLabel} default /> : null}
          <p>{fallbackText}</p>
        </video>
      </Frame>
    );
  return <>{children ? children(player) : player}</>;
}

/** The intro video from the active storage: the committed file as found at build, or Supabase's. */
export function IntroVideo(props: IntroVideoProps): React.JSX.Element | null {
  const data = useStaticQuery<Queries.IntroVideoFilesQuery>(graphql`
    query IntroVideoFiles {
      storageVideo {
        url
        posterUrl
        captionsUrl
      }
    }
  `);
  return <IntroVideoPlayer embedded={data.storageVideo ?? null} supabase={useSiteSettings().supabase} {...props} />;
}
