import http from "node:http";
import type { Browser } from "playwright-core";

export interface PageWeight {
  requests: number;
  /** Status lines, headers and bodies as sent, with `Accept-Encoding: br, gzip`. */
  bytes: number;
  byKind: Record<string, number>;
}

/** Every same-origin URL a fresh browser fetches to show `route` (index.html, scripts, lazy chunks, styles, fonts, API calls). */
async function urlsLoadedBy(browser: Browser, baseUrl: string, route: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.url().startsWith(baseUrl)) urls.add(request.url());
  });
  try {
    await page.goto(route, { waitUntil: "networkidle" });
    return [...urls];
  } finally {
    await context.close();
  }
}

function kindOf(url: string, contentType: string): string {
  if (new URL(url).pathname.startsWith("/api/")) return "api";
  if (contentType.includes("html")) return "html";
  if (contentType.includes("javascript")) return "js";
  if (contentType.includes("css")) return "css";
  if (contentType.includes("font") || /\.(woff2?|ttf)$/.test(url)) return "font";
  return "other";
}

/** One GET as a browser asking for brotli or gzip would receive it: the raw bytes, never decompressed. */
function wireBytes(url: string): Promise<{ bytes: number; contentType: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ bytes, contentType: String(response.headers["content-type"] ?? "") }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** What showing `route` costs on the wire for a first visit (nothing cached). */
export async function pageWeight(browser: Browser, baseUrl: string, route: string): Promise<PageWeight> {
  const urls = await urlsLoadedBy(browser, baseUrl, route);
  const weight: PageWeight = { requests: urls.length, bytes: 0, byKind: {} };
  for (const url of urls) {
    const { bytes, contentType } = await wireBytes(url);
    const kind = kindOf(url, contentType);
    weight.bytes += bytes;
    weight.byKind[kind] = (weight.byKind[kind] ?? 0) + bytes;
  }
  return weight;
}
