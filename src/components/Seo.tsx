import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import { absoluteUrl } from "../lib/paths";

export interface SeoProps {
  title: string;
  description: string;
  keywords?: readonly string[];
  pathname: string;
  noindex?: boolean;
  /** Path of the social preview image under static/; defaults to the site's. */
  image?: string;
  /** The page's JSON-LD, built with its trail at build time (its query's `pageRoute`). */
  structuredData?: string | null;
  children?: React.ReactNode;
}

/** Every page's head tags, used from each page's `Head` export. */
export function Seo({ title, description, keywords, pathname, noindex, image, structuredData, children }: SeoProps): React.JSX.Element {
  const { site, siteJson } = useSiteData();
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  const name = siteJson?.name ?? "";
  const fullTitle = title === name || !name ? title : `${title} | ${name}`;
  const canonical = absoluteUrl(siteUrl, pathname);
  const imageUrl = `${siteUrl}${image ?? siteJson?.ogImage ?? ""}`;
  const allKeywords = keywords?.length ? keywords : siteJson?.keywords;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {allKeywords?.length ? <meta name="keywords" content={allKeywords.join(", ")} /> : null}
      <link rel="canonical" href={canonical} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {/* A data block, which the browser does not run: the security policy's script hashes need not cover it. */}
      {structuredData ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} /> : null}
      {children}
    </>
  );
}
