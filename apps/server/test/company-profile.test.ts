import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.js";
import { docxPart, readPdf, squeeze } from "./export-readers.js";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer, signUp, startTestApp, type SignedUpUser, type TestApp } from "./test-app.js";

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A multipart body with one file under `field`, as a browser sends it. */
async function fileForm(field: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

const PROFILE = {
  company_name: "Northwind Studio",
  brand_colour: "#ffd500",
  address: "1 Harbour Street, Lisbon",
  default_currency: "EUR",
  default_location: "Lisbon",
  rates: [{ role: "Software engineer", rate: 150 }],
  payment_days: 14,
  validity_days: 45,
};

describe.each(databaseKinds())("company profile on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const call = (user: SignedUpUser, method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.access), ...(payload ? { payload } : {}) });
  const uploadLogo = async (user: SignedUpUser, bytes: Uint8Array, name = "logo.png", type = "image/png") => {
    const body = await fileForm("logo", bytes, name, type);
    return t.app.inject({
      method: "POST",
      url: "/api/company-profile/logo/",
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user.access) },
    });
  };

  it("describes the new calls in the OpenAPI document: operationId, schemas and 4xx answers", async () => {
    const paths = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
    const calls = [
      ["/api/company-profile/", "get", "getCompanyProfile", ["200", "401"]],
      ["/api/company-profile/", "put", "updateCompanyProfile", ["200", "400", "401", "413"]],
      ["/api/company-profile/logo/", "post", "uploadCompanyLogo", ["200", "400", "401", "413"]],
      ["/api/company-profile/logo/", "delete", "deleteCompanyLogo", ["200", "401"]],
      ["/api/templates/", "get", "listTemplates", ["200", "401"]],
      ["/api/templates/", "post", "createTemplate", ["201", "400", "401", "404", "413"]],
      ["/api/templates/{id}/", "delete", "deleteTemplate", ["204", "401", "404", "409"]],
    ] as const;
    for (const [path, method, operationId, statuses] of calls) {
      const operation = paths[path]?.[method];
      expect(operation?.operationId, path).toBe(operationId);
      expect(Object.keys(operation.responses).sort(), path).toEqual([...statuses].sort());
    }
    expect(paths["/api/company-profile/"].put.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "rates",
    );
    expect(paths["/api/documents/"].post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "template_id",
    );
  });

  it("starts empty, saves the whole profile and reads it back", async () => {
    const u = await signUp(t.app);
    const empty = await call(u, "GET", "/api/company-profile/");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ company_name: "", rates: [], logo_url: null, updated_at: null });
    const saved = await call(u, "PUT", "/api/company-profile/", PROFILE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(PROFILE);
    expect((await call(u, "GET", "/api/company-profile")).json()).toMatchObject(PROFILE);
    // A second save replaces the first (one profile per user).
    const again = await call(u, "PUT", "/api/company-profile/", { ...PROFILE, company_name: "Northwind", rates: [] });
    expect(again.json()).toMatchObject({ company_name: "Northwind", rates: [], payment_days: 14 });
  });

  it("refuses bad fields in the contract's shape and changes nothing", async () => {
    const u = await signUp(t.app);
    await call(u, "PUT", "/api/company-profile/", PROFILE);
    const bad = await call(u, "PUT", "/api/company-profile/", {
      ...PROFILE,
      brand_colour: "yellow",
      default_currency: "euro",
      payment_days: 0,
      rates: [
        { role: "Designer", rate: 80 },
        { role: "designer", rate: 90 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      brand_colour: ["Enter the colour as #RRGGBB, for example #1a73e8."],
      default_currency: ["Choose a currency by its three-letter code, for example EUR."],
      payment_days: ["Payment terms must be at least 1 day."],
      rates: ["Each role once, please."],
    });
    const negative = await call(u, "PUT", "/api/company-profile/", { rates: [{ role: "", rate: -5 }] });
    expect(negative.json()).toEqual({ rates: ["Name the role.", "An hourly rate must be more than 0."] });
    expect((await call(u, "GET", "/api/company-profile/")).json()).toMatchObject(PROFILE);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/company-profile/" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("stores a logo through the file store, serves it, replaces and removes it", async () => {
    const u = await signUp(t.app);
    const first = await uploadLogo(u, PNG_1PX);
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().logo_url as string;
    expect(url).toMatch(/^\/api\/media\/avatars\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    const second = await uploadLogo(u, PNG_1PX);
    expect(second.json().logo_url).not.toBe(url);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const removed = await call(u, "DELETE", "/api/company-profile/logo/");
    expect(removed.json().logo_url).toBeNull();
    expect((await t.app.inject({ method: "GET", url: second.json().logo_url as string })).statusCode).toBe(404);
  });

  it("refuses a file that is not an image, and a body without the file", async () => {
    const u = await signUp(t.app);
    const text = await uploadLogo(u, Buffer.from("not a picture"), "logo.png", "image/png");
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ logo: ["Please select a valid image file"] });
    const json = await t.app.inject({
      method: "POST",
      url: "/api/company-profile/logo/",
      headers: bearer(u.access),
      payload: { logo: "x" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ logo: ["Please select a valid image file"] });
    expect((await call(u, "GET", "/api/company-profile/")).json().logo_url).toBeNull();
  });

  it("keeps each user's profile their own", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await call(owner, "PUT", "/api/company-profile/", PROFILE);
    const logo = (await uploadLogo(owner, PNG_1PX)).json().logo_url as string;
    expect((await call(other, "GET", "/api/company-profile/")).json()).toMatchObject({
      company_name: "",
      logo_url: null,
    });
    await call(other, "PUT", "/api/company-profile/", { company_name: "Other Ltd" });
    await call(other, "DELETE", "/api/company-profile/logo/");
    expect((await call(owner, "GET", "/api/company-profile/")).json()).toMatchObject({
      company_name: "Northwind Studio",
      logo_url: logo,
    });
    expect((await t.app.inject({ method: "GET", url: logo })).statusCode).toBe(200);
  });

  it("prices new proposals with the profile: its currency, rates and terms, and shows the sender", async () => {
    const u = await signUp(t.app);
    await call(u, "PUT", "/api/company-profile/", PROFILE);
    await uploadLogo(u, PNG_1PX);
    const id = await generate(t.app, u.access, "A mobile app for booking yoga classes with payments");
    const job = await waitForJob(t.app, u.access, id);
    expect(job.status).toBe("ready");
    const estimate = job.estimate as { currency: string; roles: Array<{ role: string; rate: number }> };
    expect(estimate.currency).toBe("EUR");
    expect(estimate.roles.find((r) => r.role === "Software engineer")?.rate).toBe(150);
    const doc = (await call(u, "GET", `/api/documents/${id}/`)).json() as { document: string; uuid: string };
    expect(doc.document).toContain("valid for 45 days");
    expect(doc.document).toContain("payable within 14 days");
    expect(doc.document).toContain("the company's own rate");

    await t.app.inject({
      method: "PUT",
      url: `/api/documents/${id}/share/`,
      headers: bearer(u.access),
      payload: { enabled: true },
    });
    const shared = await t.app.inject({ method: "GET", url: `/api/documents/get-by-uuid/${doc.uuid}/` });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().sender).toMatchObject({
      company_name: "Northwind Studio",
      brand_colour: "#ffd500",
      text_colour: "#000000",
    });
    expect(shared.json().sender.logo_url).toMatch(/^\/api\/media\/avatars\//);
  });

  it("puts the logo and the company name on the exports' cover", { timeout: 90_000 }, async () => {
    const u = await signUp(t.app);
    await call(u, "PUT", "/api/company-profile/", PROFILE);
    await uploadLogo(u, PNG_1PX);
    const made = await t.app.inject({
      method: "POST",
      url: "/api/documents/",
      headers: bearer(u.access),
      payload: { title: "Plain", document: "<h1>Offer</h1><p>Text</p>" },
    });
    const id = made.json().id as string;
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/documents/${id}/export?format=pdf`,
      headers: bearer(u.access),
    });
    expect(squeeze((await readPdf(pdf.rawPayload)).text)).toContain(squeeze("Northwind Studio"));
    const docx = await t.app.inject({
      method: "GET",
      url: `/api/documents/${id}/export?format=docx`,
      headers: bearer(u.access),
    });
    const body = docxPart(docx.rawPayload, "word/document.xml");
    expect(body).toContain("Northwind Studio");
    expect(body).toContain("<pic:pic");
  });

  it("leaves a request's own currency alone", async () => {
    const u = await signUp(t.app);
    await call(u, "PUT", "/api/company-profile/", PROFILE);
    const id = await generate(t.app, u.access, "A booking website, budget $20,000");
    expect(((await waitForJob(t.app, u.access, id)).estimate as { currency: string }).currency).toBe("USD");
  });
});
