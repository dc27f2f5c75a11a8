import {
  readableTextOn,
  type CompanyProfile,
  type CompanyProfileInput,
  type CompanyRate,
  type SenderBrand,
} from "@scopewise/shared";
import { companyTermsOf, type CompanyTerms } from "@scopewise/estimator";
import type { CompanyLogoStore } from "./company-logo-store.js";
import type { WorkspaceOf } from "../workspaces/workspace-scope.js";
import type { CompanyProfileRow, CompanyProfilesRepo } from "./company.repo.js";

const EMPTY_PROFILE: CompanyProfile = {
  company_name: "",
  brand_colour: null,
  address: "",
  default_currency: null,
  default_location: "",
  rates: [],
  payment_days: null,
  validity_days: null,
  logo_url: null,
  updated_at: null,
};

function present(row: CompanyProfileRow | undefined): CompanyProfile {
  if (!row) return EMPTY_PROFILE;
  return {
    company_name: row.company_name,
    brand_colour: row.brand_colour,
    address: row.address,
    default_currency: row.default_currency,
    default_location: row.default_location,
    rates: JSON.parse(row.rates) as CompanyRate[],
    payment_days: row.payment_days,
    validity_days: row.validity_days,
    logo_url: row.logo_url,
    updated_at: row.updated_at,
  };
}

/** A workspace's company profile (the current one's for its calls): its fields, its logo, and what proposals, the client's page and the exports take from it. */
export class CompanyProfileService {
  constructor(
    private readonly repo: CompanyProfilesRepo,
    private readonly logos: CompanyLogoStore,
    private readonly now: () => Date,
  ) {}

  /** The caller's profile; an empty one until it is first saved. */
  async get(ownerId: string): Promise<CompanyProfile> {
    return present(await this.repo.find({ currentOf: ownerId }));
  }

  async update(ownerId: string, input: CompanyProfileInput): Promise<CompanyProfile> {
    const { rates, ...fields } = input;
    return present(await this.repo.save(ownerId, { ...fields, rates: JSON.stringify(rates) }, this.stamp()));
  }

  /** Stores a new logo (checked like a profile picture) and removes the one it replaces. */
  async setLogo(ownerId: string, bytes: Uint8Array): Promise<CompanyProfile> {
    const url = await this.logos.save(bytes);
    const before = await this.repo.find({ currentOf: ownerId });
    const saved = await this.repo.save(ownerId, { logo_url: url }, this.stamp());
    await this.logos.remove(before?.logo_url ?? null);
    return present(saved);
  }

  async removeLogo(ownerId: string): Promise<CompanyProfile> {
    const before = await this.repo.find({ currentOf: ownerId });
    if (!before?.logo_url) return present(before);
    const saved = await this.repo.save(ownerId, { logo_url: null }, this.stamp());
    await this.logos.remove(before.logo_url);
    return present(saved);
  }

  /** The personal workspace's logo file goes with the account (the row goes with the user's by the foreign key). */
  async removeFilesOf(ownerId: string): Promise<void> {
    await this.logos.remove((await this.repo.find({ personalOf: ownerId }))?.logo_url ?? null);
  }

  /** What the estimate and the proposal's terms take from the profile; undefined without one. */
  async termsFor(key: WorkspaceOf): Promise<CompanyTerms | undefined> {
    const row = await this.repo.find(key);
    return row ? companyTermsOf(present(row)) : undefined;
  }

  /** The sender as the client's page and the exports show it; undefined when the profile names no company and has no logo. */
  async brandOf(key: WorkspaceOf): Promise<SenderBrand | undefined> {
    const row = await this.repo.find(key);
    if (!row || (!row.company_name && !row.logo_url)) return undefined;
    return {
      company_name: row.company_name,
      logo_url: row.logo_url,
      brand_colour: row.brand_colour,
      text_colour: row.brand_colour ? readableTextOn(row.brand_colour) : null,
    };
  }

  private stamp(): string {
    return this.now().toISOString();
  }
}
