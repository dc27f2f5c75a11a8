import type { Catalogue } from "../../catalogues.js";
import { app } from "./app.js";
import { construction } from "./construction.js";
import { core } from "./core.js";
import { document } from "./document.js";
import { event } from "./event.js";
import { general } from "./general.js";
import { marketing } from "./marketing.js";
import { research } from "./research.js";
import { sizing } from "./sizing.js";
import { software } from "./software.js";
import { rollout } from "./rollout.js";
import { works } from "./works.js";
import { openworld } from "./openworld.js";
import { teams } from "./teams.js";
import { approval } from "./approval.js";
import { audit } from "./audit.js";
import { security } from "./security.js";
import { creative } from "./creative.js";

export const de: Catalogue = {
  ...core,
  ...document,
  ...app,
  ...construction,
  ...works,
  ...marketing,
  ...research,
  ...event,
  ...software,
  ...rollout,
  ...sizing,
  ...general,
  ...openworld,
  ...teams,
  ...approval,
  ...audit,
  ...security,
  ...creative,
};
