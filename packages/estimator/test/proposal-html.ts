import { documentJsonToHtml } from "@scopewise/editor-schema/server";
import { renderProposal } from "../src/index.js";

/** The proposal as the server stores it: the writer's document JSON written by the editor schema's serializer. */
export const proposalHtml = (...args: Parameters<typeof renderProposal>): string =>
  documentJsonToHtml(renderProposal(...args));
