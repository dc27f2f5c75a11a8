import type { Migration } from "kysely";
import * as accounts from "./0001_accounts.js";
import * as workspace from "./0002_workspace.js";
import * as generation from "./0003_generation.js";
import * as fileStorage from "./0004_document_file_storage.js";
import * as attemptCounters from "./0005_attempt_counters.js";
import * as generationWorkers from "./0006_generation_workers.js";
import * as documentEstimates from "./0007_document_estimates.js";
import * as sharingAndAcceptance from "./0008_sharing_and_acceptance.js";
import * as documentVersions from "./0009_document_versions.js";
import * as emailVerification from "./0010_email_verification.js";
import * as shareLinkBounds from "./0011_share_link_bounds.js";
import * as projectOutcomes from "./0012_project_outcomes.js";
import * as generationLeaseTokens from "./0013_generation_lease_tokens.js";
import * as proposalSending from "./0014_proposal_sending.js";
import * as companyProfileAndTemplates from "./0015_company_profile_and_templates.js";
import * as workspaces from "./0016_workspaces.js";
import * as approvalAndAudit from "./0017_approval_and_audit.js";

/** Every migration in order; the key is the name recorded in the migrations table. */
export const migrations: Record<string, Migration> = {
  "0001_accounts": accounts,
  "0002_workspace": workspace,
  "0003_generation": generation,
  "0004_document_file_storage": fileStorage,
  "0005_attempt_counters": attemptCounters,
  "0006_generation_workers": generationWorkers,
  "0007_document_estimates": documentEstimates,
  "0008_sharing_and_acceptance": sharingAndAcceptance,
  "0009_document_versions": documentVersions,
  "0010_email_verification": emailVerification,
  "0011_share_link_bounds": shareLinkBounds,
  "0012_project_outcomes": projectOutcomes,
  "0013_generation_lease_tokens": generationLeaseTokens,
  "0014_proposal_sending": proposalSending,
  "0015_company_profile_and_templates": companyProfileAndTemplates,
  "0016_workspaces": workspaces,
  "0017_approval_and_audit": approvalAndAudit,
};
