import { Building2, Code2, Megaphone, type LucideIcon } from "lucide-react";

export interface SuggestedPrompt {
  title: string;
  icon: LucideIcon;
  prompt: string;
}

/** The three starting points of spec section 2: software, construction and marketing. */
export const SUGGESTED_PROMPTS: SuggestedPrompt[] = [
  {
    title: "Software timeline and cost",
    icon: Code2,
    prompt:
      "Estimate the timeline and cost for building a mobile banking app for iOS and Android with account overview, transfers, bill payments and card controls, delivered by a team of six.",
  },
  {
    title: "Construction risks and budget",
    icon: Building2,
    prompt:
      "Prepare a risk analysis and budget for constructing a two-storey, 600 m² office building on a greenfield site, including foundations, steel frame, building services and interior fit-out.",
  },
  {
    title: "Marketing campaign plan",
    icon: Megaphone,
    prompt:
      "List the resources, tools and time needed for a three-month launch campaign for a new fitness wearable across social media, email and paid search.",
  },
];
