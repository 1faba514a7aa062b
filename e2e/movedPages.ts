/**
 * The moved pages and the retired address that the embed stage's copy of data/ carries (e2e/buildFromDataCopy.ts),
 * so that a real build writes them for both hosts and e2e/redirects.spec.ts can ask nginx and Netlify's rules about
 * them. The committed data/redirects.json is empty: no page of this site has moved yet.
 */
export const movedPages = {
  redirects: [
    { from: "/sectors/aircraft/", to: "/sectors/aviation/" },
    { from: "/services/belt-repairs", to: "/services/seat-belt-repairs" },
  ],
  retired: ["/services/old-offer/"],
};
