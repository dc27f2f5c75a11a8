import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ElementInfo, problemsIn } from "../apps/server/test/xss-checker.js";
import { XSS_PAYLOADS } from "../apps/server/test/xss-payloads.js";
import { baseUrl, launchBrowser, newPage, uniqueUser } from "./browser.js";

const STORABLE = XSS_PAYLOADS.filter((p) => !p.html.includes("\0"));

/** A JSON call to the running server; throws with the answer on any non-2xx status. */
async function api<T>(path: string, method: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A title that is itself markup: the page must show it as text. */
const TITLE = `XSS corpus <img src=x onerror=window.__xss=1> "quoted"`;

/**
 * Formulas are drawn by KaTeX right in the page: commands that would make links, images, event
 * attributes or page-wide styles must stay inert text.
 */
const FORMULA_PAYLOADS = [
  String.raw`\href{javascript:window.__xss=1}{click}`,
  String.raw`\url{javascript:window.__xss=1}`,
  String.raw`\htmlData{onclick=window.__xss=1}{x}`,
  String.raw`\htmlStyle{position:fixed;inset:0}{x}`,
  String.raw`\includegraphics{javascript:window.__xss=1}`,
  String.raw`\text{<img src=x onerror=window.__xss=1>}`,
];

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const formulaHtml = FORMULA_PAYLOADS.map(
  (latex) =>
    `<p><span data-type="inline-math" data-latex="${escapeAttribute(latex)}">${escapeAttribute(latex)}</span></p>`,
).join("\n");

/** The shared document as the page draws it (its sanitized HTML, shown without the editor). */
const DOCUMENT = '[data-testid="shared-document"] .scopewise-document';

/** Classes the renderer puts on its own elements; everything else must pass the checker's class allow-list. */
const RENDERER_CLASS = /^(ProseMirror(-[\w-]+)?|tiptap|scopewise-document)$/;

/** Script-running directives of the page's CSP: a violation means something tried to run and only the CSP stopped it. */
const SCRIPT_DIRECTIVE = /^(script-src|script-src-elem|script-src-attr|object-src|frame-src|child-src)$/;

/**
 * A library of the app itself (zod) probes once whether eval is allowed, and the CSP says no: a
 * report that names eval and comes from the app's own bundle is that probe, not the document.
 */
const isOwnEvalProbe = (violation: string) =>
  violation.startsWith("script-src: eval ") && violation.includes(`from ${baseUrl()}/assets/`);

/** What the page tried to run and only its CSP stopped (beyond the app's own eval probe). */
async function blockedScripts(page: Page): Promise<string[]> {
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  return violations.filter((v) => SCRIPT_DIRECTIVE.test(v.split(":")[0] ?? "") && !isOwnEvalProbe(v));
}

interface RenderedElement extends ElementInfo {
  /** Inside a formula: KaTeX's drawing of it (or its error text), built from the formula's text. */
  inFormula: boolean;
}

describe("the public share page with the whole XSS corpus", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const dialogs: string[] = [];
  const popups: Page[] = [];

  beforeAll(async () => {
    const user = uniqueUser();
    await api("/api/auth/register/", "POST", {
      first_name: user.first,
      last_name: user.last,
      email: user.email,
      username: user.username,
      password: user.password,
      password_confirm: user.password,
    });
    const { access_token } = await api<{ access_token: string }>("/api/auth/login/", "POST", {
      email: user.email,
      password: user.password,
    });
    // Payloads with NUL characters are refused outright (400, covered by the HTTP tests).
    const html = [...STORABLE.map((p) => `<p>${p.name}</p>${p.html}`), formulaHtml].join("\n");
    const created = await api<{ id: string }>(
      "/api/documents/",
      "POST",
      { title: TITLE, document: html },
      access_token,
    );
    // A new document's link is off until its owner shares it.
    const { uuid } = await api<{ uuid: string }>(
      `/api/documents/${created.id}/share/`,
      "PUT",
      { enabled: true },
      access_token,
    );

    browser = await launchBrowser();
    ({ context, page, errors } = await newPage(browser));
    // Nothing leaves this machine: a link that opens another site just fails to load.
    const origin = new URL(baseUrl()).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    context.on("page", (opened) => popups.push(opened));
    // Every CSP report is kept from the first script on, so one fired while the page loads counts too.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample} from ${event.sourceFile}`),
      );
    });
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`/estimate-your-project/spectate/${uuid}`);
    await page.getByRole("heading", { name: `Title : ${TITLE}` }).waitFor({ timeout: 15_000 });
    // The document is shown once the page has read it; its formulas are drawn once KaTeX has loaded.
    await page.locator(`${DOCUMENT} .math-inline .katex`).first().waitFor({ timeout: 15_000 });
    // Give load/error handlers, animations and refreshes time to fire if any survived.
    await page.waitForTimeout(2_000);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("fires no dialog, never sets window.__xss, trips no script rule of the CSP and raises no page errors", async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await blockedScripts(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(new URL(page.url()).pathname).toMatch(/^\/estimate-your-project\/spectate\//);
  });

  it("shows the title as text", async () => {
    await expect(page.getByRole("heading", { name: `Title : ${TITLE}` }).textContent()).resolves.toBe(
      `Title : ${TITLE}`,
    );
    expect(await page.locator("h2 img").count()).toBe(0);
  });

  it("shows the document read-only, with the harmless parts of the corpus still there", async () => {
    const root = page.locator(DOCUMENT);
    await expect(root.getAttribute("contenteditable")).resolves.toBe("false");
    // Markup the schema drops leaves its neighbours: every payload's label paragraph is still shown.
    for (const payload of STORABLE.slice(0, 5)) await root.getByText(payload.name, { exact: true }).first().waitFor();
    // Allowed players stay as they are: not sandboxed (so they can play), on an allow-listed host.
    const players = await root
      .locator("iframe")
      .evaluateAll((frames) =>
        frames.map((f) => [f.getAttribute("src"), f.getAttribute("sandbox"), f.getAttribute("srcdoc")]),
      );
    expect(players.length).toBeGreaterThan(0);
    for (const [src, sandbox, srcdoc] of players) {
      expect(src).toMatch(/^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//);
      expect([sandbox, srcdoc]).toEqual([null, null]);
    }
  });

  it("the browser's own build of the shown document holds no dangerous construct", async () => {
    const elements: RenderedElement[] = await page.evaluate((selector) => {
      const root = document.querySelector(selector);
      const all = root ? [root, ...Array.from(root.querySelectorAll("*"))] : [];
      return all.map((el) => ({
        tag: el.localName,
        attrs: Array.from(el.attributes).map((a) => [a.name, a.value] as const),
        inFormula: el.parentElement?.closest(".math-inline") != null,
      }));
    }, DOCUMENT);
    expect(elements.length).toBeGreaterThan(STORABLE.length);

    const content = elements
      .filter((el) => !el.inFormula)
      .map(({ tag, attrs }) => ({
        tag,
        attrs: attrs.map(
          ([name, value]) =>
            [
              name,
              name === "class"
                ? value
                    .split(/\s+/)
                    .filter((c) => !RENDERER_CLASS.test(c))
                    .join(" ")
                : value,
            ] as const,
        ),
      }));
    expect(problemsIn(content)).toEqual([]);

    // KaTeX's own markup (MathML, its classes and sizes) is drawn from the formula text: it must
    // hold no element that runs or loads anything, no event attribute and no address at all.
    const formulas = elements.filter((el) => el.inFormula);
    expect(formulas.length).toBeGreaterThan(FORMULA_PAYLOADS.length);
    const formulaProblems = formulas.flatMap(({ tag, attrs }) => [
      ...(/^(script|style|a|img|iframe|object|embed|foreignobject|image|use|link|base|form)$/.test(tag)
        ? [`<${tag}> in a formula`]
        : []),
      ...attrs
        .filter(([name]) => /^on|^(href|xlink:href|src|srcdoc|action)$/.test(name))
        .map(([name]) => `<${tag} ${name}> in a formula`),
      ...attrs
        .filter(([name, value]) => name === "style" && /position|url\(|expression/i.test(value))
        .map(([, value]) => `<${tag} style="${value}"> in a formula`),
    ]);
    expect(formulaProblems).toEqual([]);
  });

  it("every link goes to a web or mail address, and clicking each one runs nothing", async () => {
    const links = page.locator("a[href]");
    const protocols = await links.evaluateAll((anchors) =>
      anchors.map((a) => new URL((a as HTMLAnchorElement).href).protocol),
    );
    expect(protocols.length).toBeGreaterThan(0);
    expect(protocols.filter((p) => !["http:", "https:", "mailto:", "tel:"].includes(p))).toEqual([]);

    const documentLinks = await page.locator(`${DOCUMENT} a[href]`).all();
    expect(documentLinks.length).toBeGreaterThan(0);
    for (const link of documentLinks) await link.click();
    // Each link opens its address in a new tab (the site cannot load here); none of them ran the payload.
    await expect.poll(() => popups.length).toBe(documentLinks.length);
    for (const popup of popups) {
      expect(
        await popup.evaluate(() => (window as unknown as { __xss?: unknown }).__xss).catch(() => undefined),
      ).toBeUndefined();
      await popup.close();
    }
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await blockedScripts(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toMatch(/^\/estimate-your-project\/spectate\//);
  });
});
