/**
 * Paid-media benchmarks (USD, REFERENCE_DATE in reference-data.ts; editable): cost per
 * thousand impressions, click-through rate and click-to-conversion rate, cross-industry medians.
 */
export interface ChannelBenchmark {
  key: string;
  label: string;
  cpm: number;
  ctr: number;
  cvr: number;
  weight: number;
  video: boolean;
  keywords: RegExp;
}

export const CHANNELS: ChannelBenchmark[] = [
  { key: "meta", label: "Instagram and Facebook ads", cpm: 9, ctr: 0.009, cvr: 0.02, weight: 3, video: false, keywords: /\b(instagram|facebook|meta|ig|fb)\b/i },
  // Search is bought per click: CPM = CPC × CTR × 1000 with CPC 2.70 and CTR 4.5%.
  { key: "search", label: "Google Search ads", cpm: 121.5, ctr: 0.045, cvr: 0.04, weight: 3, video: false, keywords: /\b(google ads|adwords|search ads|sem|ppc|google search)\b/i },
  { key: "display", label: "Display network", cpm: 3, ctr: 0.005, cvr: 0.008, weight: 1, video: false, keywords: /\b(display|banners?|programmatic)\b/i },
  { key: "youtube", label: "YouTube video ads", cpm: 10, ctr: 0.006, cvr: 0.01, weight: 1.5, video: true, keywords: /\b(youtube|video ads?)\b/i },
  { key: "linkedin", label: "LinkedIn ads", cpm: 33, ctr: 0.005, cvr: 0.025, weight: 2, video: false, keywords: /\blinked ?in\b/i },
  { key: "tiktok", label: "TikTok ads", cpm: 10, ctr: 0.009, cvr: 0.012, weight: 2, video: true, keywords: /\btik ?tok\b/i },
  { key: "x", label: "X (Twitter) ads", cpm: 6.5, ctr: 0.008, cvr: 0.009, weight: 1, video: false, keywords: /\b(twitter|x ads)\b/i },
  { key: "influencer", label: "Influencer partnerships", cpm: 25, ctr: 0.012, cvr: 0.015, weight: 1.5, video: true, keywords: /\binfluencers?\b/i },
  { key: "email", label: "Email campaigns", cpm: 1, ctr: 0.025, cvr: 0.03, weight: 0.5, video: false, keywords: /\b(email|newsletter|mailchimp)\b/i },
];

export function channelsIn(text: string): ChannelBenchmark[] {
  return CHANNELS.filter((c) => c.keywords.test(text));
}

/** Impressions, clicks and conversions a spend buys on a channel. */
export function funnel(spend: number, channel: Pick<ChannelBenchmark, "cpm" | "ctr" | "cvr">): { impressions: number; clicks: number; conversions: number } {
  const impressions = (spend / channel.cpm) * 1000;
  const clicks = impressions * channel.ctr;
  return { impressions, clicks, conversions: clicks * channel.cvr };
}
