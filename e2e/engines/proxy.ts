import http from "http";
import type { AddressInfo } from "net";

/**
 * The browsers reach the site through this proxy, so the network is staged the same way in every engine,
 * whatever its driver can intercept: the site's scripts held back ("on their way") or failing, and the
 * form provider's POSTs taken and answered as Netlify would. Nothing is cached, so each page load goes
 * through here.
 */
export type ScriptMode = "pass" | "hold" | "fail";

export interface Post {
  path: string;
  contentType: string;
  body: string;
}

export class SiteProxy {
  scripts: ScriptMode = "pass";
  /** A script put first into every page's <head>, for an engine whose driver cannot listen to the console. */
  probe = "";
  readonly posts: Post[] = [];
  /** The paths of the GET requests, in order. */
  readonly gets: string[] = [];
  private held: (() => void)[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly origin: string,
  ) {}

  static async start(upstreamPort: number, port = 0): Promise<SiteProxy> {
    const holder: { proxy?: SiteProxy } = {};
    const server = http.createServer((request, response) => holder.proxy?.handle(request, response, upstreamPort));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    holder.proxy = new SiteProxy(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return holder.proxy;
  }

  /** Lets the held scripts through, and every later one. */
  release(): void {
    this.scripts = "pass";
    for (const go of this.held.splice(0)) go();
  }

  /** Back to an untouched network for the next test. */
  reset(): void {
    this.release();
    this.posts.length = 0;
    this.gets.length = 0;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse, upstreamPort: number): Promise<void> {
    const url = new URL(request.url ?? "/", this.origin);
    if (request.method === "POST") {
      // Netlify Forms: keep the post and answer 200, as Netlify does for a form it knows.
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      this.posts.push({ path: url.pathname, contentType: request.headers["content-type"] ?? "", body: Buffer.concat(chunks).toString() });
      response.writeHead(200, { "content-type": "text/html", "cache-control": "no-store" }).end("<p>ok</p>");
      return;
    }
    this.gets.push(url.pathname);
    if (url.pathname.endsWith(".js")) {
      if (this.scripts === "fail") {
        response.writeHead(503, { "content-type": "text/plain", "cache-control": "no-store" }).end("unavailable");
        return;
      }
      if (this.scripts === "hold") await new Promise<void>((resolve) => this.held.push(resolve));
    }
    // Uncompressed, so a page can take the probe.
    const headers = { ...request.headers, host: `127.0.0.1:${upstreamPort}`, "accept-encoding": "identity" };
    const upstream = http.request({ host: "127.0.0.1", port: upstreamPort, path: request.url, method: request.method, headers }, (answer) => {
      const answerHeaders = { ...answer.headers };
      for (const name of ["cache-control", "etag", "last-modified", "expires"]) delete answerHeaders[name];
      answerHeaders["cache-control"] = "no-store";
      if (!this.probe || !String(answer.headers["content-type"]).startsWith("text/html")) {
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const html = Buffer.concat(chunks).toString().replace(/<head[^>]*>/, (head) => `${head}<script>${this.probe}</script>`);
        delete answerHeaders["content-length"];
        response.writeHead(answer.statusCode ?? 502, answerHeaders).end(html);
      });
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  }

  close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
