import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";

export interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  /** Fill the positioned parent, cropping as needed (hero backgrounds). */
  cover?: boolean;
  objectPosition?: string;
}

const base = css`
  display: block;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const fill = css`
  position: absolute;
  inset: 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * Renders the sizes and formats gatsby-plugin-image made at build as a plain
 * <picture> with native lazy loading. Gatsby's own <GatsbyImage> hydrates
 * each image with react-dom/server (63 KB gzip on every page with a picture);
 * the browser does all of this without JavaScript.
 */
export function Picture({ image, alt, className, loading = "lazy", fetchPriority, cover = false, objectPosition }: PictureProps): React.JSX.Element {
  const { images, backgroundColor } = image;
  // Full-width image data gives the aspect ratio as 1 × ratio; the attributes only need the proportion.
  const scale = image.layout === "fullWidth" ? 1000 : 1;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  return (
    <picture className={className} css={[base, cover && fill]}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        data-main-image=""
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        // React 18 passes the attribute through only when spelt in lower case.
        {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
        css={{ backgroundColor, objectPosition }}
      />
    </picture>
  );
}
