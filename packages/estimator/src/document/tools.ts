import type { Estimate } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { kindOf } from "./kind.js";

/**
 * The tools a project of each kind is run with: a kitchen remodel is not run from a BIM model, nor an
 * SEO retainer from an ad manager. Kinds not listed use their domain's tools.
 */
function toolLists(t: Translate) {
  const code = [
    t("Git hosting with pull-request reviews"),
    t("CI/CD pipeline with automated tests"),
    t("Issue tracker and sprint board"),
  ];
  const smallWorks = [
    t("Drawings and a specification agreed before work starts"),
    t("Schedule of works with a cost plan and change log"),
    t("Programme as a simple Gantt chart"),
    t("Site diary with photos of work before it is covered up"),
    t("Order tracker for long-lead items"),
  ];
  const byDomain: Record<Estimate["domain"], string[]> = {
    software: [...code, t("Figma for design and prototypes"), t("Error monitoring and analytics")],
    construction: [
      t("BIM model (Revit or equivalent)"),
      t("Programme in a scheduling tool (Primavera P6 or MS Project)"),
      t("Cost plan and change log"),
      t("Site diary and inspection app"),
      t("Document control for drawings and RFIs"),
    ],
    marketing: [
      t("Meta Ads Manager / Google Ads / platform ad managers"),
      t("Analytics with conversion tracking (GA4 and platform pixels)"),
      t("UTM conventions and a reporting dashboard"),
      t("Design tools for static and video creative"),
      t("A shared content calendar"),
    ],
    event: [
      t("Registration and ticketing platform"),
      t("Run-of-show and supplier contact sheet"),
      t("Floor plan and seating tool"),
      t("Attendee communications (email/SMS)"),
      t("Post-event survey"),
    ],
    research: [
      t("Survey platform and panel provider"),
      t("Video-call recording and transcription"),
      t("Qualitative analysis tool (coding and tagging)"),
      t("Statistics package for quantitative analysis"),
      t("Secure storage for personal data"),
    ],
    other: [t("Project plan and task tracker"), t("Shared document workspace"), t("Weekly status report")],
  };
  const byKind: Partial<Record<string, string[]>> = {
    website: [
      t("Content management system with editor roles"),
      t("Figma for design and prototypes"),
      t("Staging site for review before launch"),
      t("Web analytics and search console"),
      code[0]!,
    ],
    ecommerce: [
      t("Shop platform admin (catalogue, orders, payments)"),
      t("Payment provider's test mode for checkout testing"),
      t("Figma for design and prototypes"),
      t("Web analytics with conversion tracking"),
      ...code.slice(0, 2),
    ],
    mobile_app: [...byDomain.software, t("TestFlight and Google Play internal testing")],
    integration: [...code, t("API documentation and contract tests"), t("Error monitoring and alerting")],
    data_migration: [...code, t("Data mapping sheet and reconciliation reports"), t("Error monitoring and alerting")],
    automation_script: [...code.slice(0, 2), t("Scheduler with run logs and alerts")],
    security_assessment: [
      t("Scoping questionnaire and rules of engagement"),
      t("Findings tracker with severity and retest status"),
      t("Encrypted delivery of the report"),
    ],
    compliance_programme: [
      t("Risk register and statement of applicability"),
      t("Policy library with an approval workflow"),
      t("Evidence tracker per control"),
    ],
    data_platform: [
      t("Data warehouse and orchestration (e.g. dbt and Airflow)"),
      t("Data catalogue and quality tests"),
      t("BI tool for dashboards"),
      ...code,
    ],
    ml_feature: [
      t("Experiment tracking and model registry"),
      t("Labelled evaluation set and metrics dashboard"),
      t("Monitoring of model quality in production"),
      ...code,
    ],
    house: smallWorks,
    renovation: smallWorks,
    kitchen_remodel: smallWorks,
    bathroom_remodel: smallWorks,
    roof_replacement: smallWorks,
    extension: smallWorks,
    fit_out: smallWorks,
    energy_retrofit: [...smallWorks, t("Energy assessment before and after the works")],
    seo_retainer: [
      t("Search console and web analytics (GA4)"),
      t("SEO crawler and rank tracker"),
      t("Keyword and content plan"),
      t("Monthly reporting dashboard"),
    ],
    content_marketing: [
      t("A shared content calendar"),
      t("Content management system with editor roles"),
      t("Design tools for images and video"),
      t("Web analytics with content reporting"),
      t("Keyword research tool"),
    ],
    pr_campaign: [
      t("Media database and monitoring service"),
      t("Press release distribution"),
      t("Coverage log and reporting"),
      t("Press kit with an approval workflow"),
    ],
    creative_production: [
      t("Shot list and call sheets"),
      t("Review links with time-coded comments"),
      t("Licence log for music, footage and talent releases"),
      t("Delivery folder with named, versioned masters"),
    ],
    influencer_campaign: [
      t("Influencer discovery and vetting platform"),
      t("Contracts and content approval workflow"),
      t("Tracked links and discount codes"),
      t("UTM conventions and a reporting dashboard"),
    ],
    wedding: [
      t("Planning timeline and checklist"),
      t("Supplier contact sheet and contracts log"),
      t("Guest list with replies and dietary needs"),
      t("Floor plan and seating tool"),
      t("Run-of-day schedule"),
    ],
    trade_show_stand: [
      t("Stand design drawings and 3D render"),
      t("Tracker of the exhibitor manual's deadlines"),
      t("Shipping and logistics schedule"),
      t("Lead capture app"),
      t("Build-up and breakdown schedule"),
    ],
    user_interviews: [
      t("Participant recruitment and scheduling tool"),
      t("Video-call recording and transcription"),
      t("Consent forms and secure storage for personal data"),
      t("Qualitative analysis tool (coding and tagging)"),
    ],
    survey: [
      t("Survey platform and panel provider"),
      t("Statistics package for quantitative analysis"),
      t("Data cleaning and quality checks"),
      t("Secure storage for personal data"),
    ],
    market_sizing: [
      t("Industry reports and statistics databases"),
      t("Spreadsheet model with stated assumptions"),
      t("Log of expert interviews"),
      t("Register of sources"),
    ],
    desk_research: [
      t("Access to industry reports and statistics databases"),
      t("Reference manager"),
      t("Register of sources"),
      t("Shared document workspace"),
    ],
  };
  return { byDomain, byKind };
}

/** The tools for the estimate's kind, or its domain's when the kind has no list of its own. */
export function toolsFor(e: Pick<Estimate, "domain" | "kind">, t: Translate): string[] {
  const { byDomain, byKind } = toolLists(t);
  const kind = kindOf(e);
  return (kind && byKind[kind]) || byDomain[e.domain];
}
