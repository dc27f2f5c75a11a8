/** The channel benchmarks live with the marketing kinds; the reader imports them from here. */
export { CHANNELS, channelsIn, funnel, type ChannelBenchmark } from "../kinds/marketing/shared/channels.js";
