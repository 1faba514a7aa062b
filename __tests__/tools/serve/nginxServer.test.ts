/** @jest-environment node */
import { localSiteConf } from "../../../tools/serve/nginxServer";

describe("localSiteConf", () => {
  const committed = "server {\n    listen 80;\n    root /srv/beltwright/public;\n    gzip_static on;\n    include /srv/beltwright/deploy/generated/csp.conf;\n}\n";

  it("puts this checkout and a local port in place of production's", () => {
    expect(localSiteConf(committed, "/work/site", 9100)).toBe(
      "server {\n    listen 127.0.0.1:9100;\n    root /work/site/public;\n    gzip_static on;\n    include /work/site/deploy/generated/csp.conf;\n}\n",
    );
  });

  it("can ignore the build's compressed copies, to measure serving without them", () => {
    expect(localSiteConf(committed, "/work/site", 9100, { precompressed: false })).toContain("\n    gzip_static off;\n");
  });

  it("fails loudly when the committed file no longer has what it replaces", () => {
    expect(() => localSiteConf(committed.replace("listen 80;", "listen 443 ssl;"), "/w", 1)).toThrow('one "listen 80;" line, found 0');
    expect(() => localSiteConf(committed.replace("/srv/beltwright/public", "/var/www"), "/w", 1)).toThrow("no longer serves");
    expect(() => localSiteConf(committed, "/my site", 1)).toThrow("cannot contain spaces");
    expect(() => localSiteConf(committed.replace("gzip_static on;", ""), "/w", 1)).toThrow('one "gzip_static on;" line, found 0');
  });
});
