import React, { Suspense } from "react";
import { useConsent } from "./ConsentProvider";

const CookieBannerBar = React.lazy(() => import("./CookieBannerBar"));

/**
 * The cookie banner, on every page. Its code loads only for visitors who are
 * to be asked, so returning visitors download none of it.
 */
export function CookieBanner(): React.JSX.Element | null {
  const { bannerVisible } = useConsent();
  if (!bannerVisible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerBar />
    </Suspense>
  );
}
