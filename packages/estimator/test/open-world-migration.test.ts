import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const priced = (text: string) => {
  const brief = understandRequest(text).brief;
  return { brief, e: estimate(brief, 500) };
};

describe("an estate moved to a cloud is priced per workload", () => {
  const request = (servers: number) =>
    `We want to migrate our data centre to AWS: ${servers} virtual machines, 4 databases and 8 TB of file shares, with a landing zone and cutover weekends.`;

  it("the reader puts the servers, databases and terabytes into the brief", () => {
    const { brief } = priced(request(30));
    expect(brief.quantities.servers).toBe(30);
    expect(brief.quantities.databases).toBe(4);
    expect(brief.quantities.data_tb).toBe(8);
  });

  it("dozens of servers cost far more than a small data migration, and cost and weeks grow with the servers", () => {
    const small = priced("Migrate our customer table (about 200,000 records) from MySQL to PostgreSQL.").e;
    const thirty = priced(request(30)).e;
    const ninety = priced(request(90)).e;
    expect(thirty.total_cost.expected).toBeGreaterThan(small.total_cost.expected * 2);
    expect(ninety.total_cost.expected).toBeGreaterThan(thirty.total_cost.expected * 1.6);
    expect(ninety.duration_weeks.p50).toBeGreaterThan(thirty.duration_weeks.p50);
  });
});
