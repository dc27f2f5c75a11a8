import { describeScreenScans } from "./accessibility-scan.js";

describeScreenScans("phone", { width: 390, height: 844 });
