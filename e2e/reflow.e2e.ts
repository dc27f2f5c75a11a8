import { describeReflow } from "./accessibility-scan.js";

// At 320 px, and at 200 % zoom of a 1280 × 800 window (640 × 400 CSS pixels).
describeReflow([
  { label: "320 px width", viewport: { width: 320, height: 640 } },
  { label: "200 % zoom", viewport: { width: 640, height: 400 } },
]);
