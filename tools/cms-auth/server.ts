/*
 * The CMS's GitHub sign-in (netlify/functions/cms-auth.ts) as a small Node
 * server, for hosts without Netlify Functions: `npm run cms-auth`, behind the
 * site's HTTPS proxy (docs/editing-content.md, "On another host").
 * CMS_SITE_ORIGIN (required: the site's address, https://…) is where GitHub sends
 * the editor back; PORT (default 9091) and HOST (default 127.0.0.1) say where it listens.
 */
import http from "http";
import type { AddressInfo } from "net";
import { handleCmsAuth, siteOriginFrom } from "../../netlify/functions/cms-auth";

const port = Number(process.env.PORT ?? 9091);
const host = process.env.HOST ?? "127.0.0.1";

// The public address comes from the owner, never from the request: X-Forwarded-Host and -Proto are
// whatever the client (or a misconfigured proxy) says, and they would choose where GitHub sends the code.
const configured = process.env.CMS_SITE_ORIGIN
  ? siteOriginFrom(process.env.CMS_SITE_ORIGIN, { secureOnly: true })
  : { problem: "CMS_SITE_ORIGIN is not set: give the site's address, like https://www.example.co.uk, where GitHub sends editors back" };
if ("problem" in configured) {
  console.error(`npm run cms-auth: ${configured.problem}`);
  process.exit(1);
}
const siteOrigin = configured.origin;

http
  .createServer((req, res) => {
    const target = req.url ?? "/";
    // Only a path: an absolute target ("GET http://elsewhere/…", as sent to a proxy) could name another host.
    const url = target.startsWith("/") ? new URL(`${siteOrigin}${target}`) : null;
    if (!url || url.origin !== siteOrigin) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" }).end("Bad request\n");
      return;
    }
    // Only the cookie is read from the request's headers (the sign-in's state).
    const headers = new Headers();
    if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
    handleCmsAuth(new Request(url, { headers }), { ...process.env, CMS_SITE_ORIGIN: siteOrigin })
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        console.error(`npm run cms-auth: ${error instanceof Error ? error.message : String(error)}`);
        res.writeHead(500, { "X-Content-Type-Options": "nosniff" }).end();
      });
  })
  .listen(port, host, function (this: http.Server) {
    const { port: listening } = this.address() as AddressInfo;
    console.log(`CMS sign-in listening on http://${host}:${listening}/ for ${siteOrigin}`);
  });
