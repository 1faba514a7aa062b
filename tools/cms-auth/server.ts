/*
 * The CMS's GitHub sign-in (netlify/functions/cms-auth.ts) as a small Node
 * server, for hosts without Netlify Functions: `npm run cms-auth`, behind the
 * site's HTTPS proxy (docs/editing-content.md, "On another host").
 * PORT (default 9091) and HOST (default 127.0.0.1) say where it listens.
 */
import http from "http";
import { handleCmsAuth } from "../../netlify/functions/cms-auth";

const port = Number(process.env.PORT ?? 9091);
const host = process.env.HOST ?? "127.0.0.1";

http
  .createServer((req, res) => {
    // Behind a proxy the public address is the forwarded one: GitHub sends the editor back there.
    const proto = String(req.headers["x-forwarded-proto"] ?? "http").split(",")[0].trim();
    const hostHeader = String(req.headers["x-forwarded-host"] ?? req.headers.host ?? `${host}:${port}`);
    const request = new Request(`${proto}://${hostHeader}${req.url ?? "/"}`, { headers: req.headers as Record<string, string> });
    handleCmsAuth(request, process.env)
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(() => {
        res.writeHead(500).end();
      });
  })
  .listen(port, host, () => console.log(`CMS sign-in listening on http://${host}:${port}/`));
