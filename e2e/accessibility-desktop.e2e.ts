import { describeScreenScans } from "./accessibility-scan.js";

describeScreenScans("desktop", { width: 1280, height: 800 });
