export { estimate, type EstimateOptions } from "./estimate.js";
export { type CompanyProfileFields, type CompanyTerms, companyTermsOf, withCompanyDefaults } from "./company.js";
export {
  calibrateOrganisation,
  populationCalibration,
  type OrganisationCalibration,
  type RecordedOutcome,
} from "./calibration/organisation.js";
export { extractBrief, detectDomain } from "./reader/extract-brief.js";
export { understandRequest, type Understanding } from "./reader/understand.js";
export { detectLanguage } from "./reader/language.js";
export { shortTitle } from "./reader/title.js";
export { requestTitle } from "./reader/request-words.js";
export { moneyMentions as moneyIn, type Money } from "./reader/money.js";
export { reviseBrief } from "./reader/revise-brief.js";
export { parseNumber } from "./reader/numbers.js";
export { renderProposal, type ProposalProse } from "./document/render-proposal.js";
export { writerFor, type Writer } from "./document/writer.js";
export { duration, jargonIn, rangeInWords } from "./document/client-language.js";
export { clientIn, coverOf, type ProposalCover } from "./document/cover.js";
export { slug } from "./document/blocks.js";
export { GENERATED_HEADINGS, generatedHeading } from "./document/section-headings.js";
export { weekSpan, weeksLabel } from "./document/sections.js";
export { cocomo, COCOMO, NOMINAL_SF_SUM } from "./kinds/software/shared/cocomo.js";
export { funnel, CHANNELS } from "./kinds/marketing/shared/channels.js";
export { pertMean, pertStdDev, samplePert, percentile, threePointWithMean, type ThreePoint } from "./core/pert.js";
export { createRng, seedFrom } from "./core/random.js";
export { formatMoney, formatNumber } from "./core/money.js";
export { MONTE_CARLO_ITERATIONS } from "./core/finalize.js";
export { median } from "./calibration/metrics.js";
