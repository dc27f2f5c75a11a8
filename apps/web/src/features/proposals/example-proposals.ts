export interface ExampleProposal {
  title: string;
  category: "Software" | "Construction" | "Marketing" | "Events" | "Research";
  prompt: string;
}

/**
 * Starting points shown on the history screen while the user has no proposals of their own
 * (spec section 2 asks for 14). They are prompts to start from, never presented as the user's work.
 */
export const EXAMPLE_PROPOSALS: ExampleProposal[] = [
  {
    title: "Clinic appointment booking app",
    category: "Software",
    prompt:
      "Estimate the timeline and cost for a web and mobile appointment-booking system for a chain of 12 physiotherapy clinics, with online payments, SMS reminders and a calendar sync for therapists.",
  },
  {
    title: "Legacy ERP migration",
    category: "Software",
    prompt:
      "Plan the migration of a 15-year-old on-premise ERP used by 300 staff to a cloud ERP, covering data migration, integrations with the warehouse system, user training and a phased cut-over.",
  },
  {
    title: "B2B customer portal",
    category: "Software",
    prompt:
      "Scope a customer self-service portal for an industrial parts distributor where buyers can reorder, track shipments, download invoices and open support tickets, integrated with Salesforce.",
  },
  {
    title: "Data warehouse for retail analytics",
    category: "Software",
    prompt:
      "Estimate a cloud data warehouse and dashboard project that consolidates point-of-sale, e-commerce and inventory data from 40 stores, with daily refresh and role-based access.",
  },
  {
    title: "Three-storey residential block",
    category: "Construction",
    prompt:
      "Prepare a budget and risk analysis for a three-storey residential building with 18 apartments, underground parking for 20 cars and a green roof, on a sloped urban plot.",
  },
  {
    title: "Warehouse extension",
    category: "Construction",
    prompt:
      "Estimate the cost and schedule for a 2,500 m² steel-frame extension to an operating warehouse, including a new loading dock, fire sprinklers and keeping the existing site running during works.",
  },
  {
    title: "School energy retrofit",
    category: "Construction",
    prompt:
      "Plan an energy retrofit of a 1970s primary school: roof and wall insulation, triple-glazed windows, heat pumps and solar panels, with works limited to the summer holidays.",
  },
  {
    title: "Product launch campaign",
    category: "Marketing",
    prompt:
      "Plan the resources, channels and budget for a six-week launch campaign of a plant-based protein drink in two countries, across TikTok, Instagram, retail sampling and influencer partnerships.",
  },
  {
    title: "B2B lead generation programme",
    category: "Marketing",
    prompt:
      "Estimate a 12-month account-based marketing programme for a cybersecurity software vendor targeting 200 mid-size banks, with content, LinkedIn ads, webinars and sales enablement.",
  },
  {
    title: "Brand refresh",
    category: "Marketing",
    prompt:
      "Scope a brand refresh for a regional credit union: research with members, new visual identity, website redesign and rollout to 25 branches, with a timeline and team.",
  },
  {
    title: "Industry conference for 800 guests",
    category: "Events",
    prompt:
      "Create a proposal with budget and timeline for a two-day industry conference for 800 attendees, with three tracks, an exhibition hall, live streaming and an evening reception.",
  },
  {
    title: "Company offsite",
    category: "Events",
    prompt:
      "Plan a three-day leadership offsite for 60 managers in the mountains, including venue, travel, workshops with external facilitators, team activities and catering for dietary needs.",
  },
  {
    title: "Customer experience study",
    category: "Research",
    prompt:
      "Estimate a mixed-methods customer experience study for an online grocery service: 30 in-depth interviews, a survey of 2,000 customers, analysis and a findings workshop with the product team.",
  },
  {
    title: "Clinical data feasibility study",
    category: "Research",
    prompt:
      "Scope a six-month feasibility study on using anonymised hospital records to predict readmissions, covering ethics approval, data access, model development and a final report.",
  },
];
