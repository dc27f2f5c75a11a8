import { describe, expect, it } from "vitest";
import type { Brief } from "@scopewise/shared";
import { estimate, understandRequest } from "../src/index.js";

/**
 * A stated size is read as a size whatever the sentence around it and whatever the project is about
 * (building sites, events, research, shops): [request, measure, value].
 */
const STATED: Array<[string, keyof Brief["quantities"], number]> = [
  ["FP count = 412 for the new CRM.", "function_points", 412],
  ["Size (FP): 412", "function_points", 412],
  ["FP: 350", "function_points", 350],
  ["IFPUG FP: 700, reporting module included.", "function_points", 700],
  ["A theatre booking system, 410 FPs.", "function_points", 410],
  ["Conference registration: 140 FPs.", "function_points", 140],
  ["Quote needed: 520 FPs, web front end, Oracle back end.", "function_points", 520],
  ["Sized at 300 F.P. by our analyst.", "function_points", 300],
  ["Roughly 1.2k FPs for the claims platform.", "function_points", 1200],
  ["Renovation planning tool: 250 FP.", "function_points", 250],
  ["We need a construction site diary app: 260 function points.", "function_points", 260],
  ["The house-building firm needs an ERP of 2,400 function points.", "function_points", 2400],
  ["Wedding planner, 90 function points.", "function_points", 90],
  ["Research data portal, 150 FP.", "function_points", 150],
  ["A marketing campaign tracker measured at 600 function points.", "function_points", 600],
  ["Ticketing app for a festival: 250 function-points.", "function_points", 250],
  ["The release is 75 UFP.", "function_points", 75],
  ["Counted at 1,020 AFP.", "function_points", 1020],
  ["The size is 2.3 thousand function points.", "function_points", 2300],
  ["Enhancement of 45 function points to the existing HR system.", "function_points", 45],
  ["Système de 350 PF pour un chantier.", "function_points", 350],
  ["Software für Bauunternehmen, 500 Function Points.", "function_points", 500],
  ["Tamaño: 350 PF. Sistema de reservas para eventos.", "function_points", 350],
  ["Functional size: 412 IFPUG.", "function_points", 412],
  ["NESMA count: 300.", "function_points", 300],
  ["The size is 412 (IFPUG FP).", "function_points", 412],
  ["Est. 230 function pts.", "function_points", 230],
  ["230 func. points for the timetabling module.", "function_points", 230],
  ["Function points (IFPUG 4.1): 350", "function_points", 350],
  ["Counted with IFPUG 4.3 rules: 350 FP.", "function_points", 350],
  ["Size: 95 CFP. Enhancement to our claims system.", "cosmic_fp", 95],
  ["COSMIC size 95, a new claims portal.", "cosmic_fp", 95],
  ["45k SLOC of C++ to maintain.", "ksloc", 45],
  ["120 UCPs for the portal.", "use_case_points", 120],
];

describe("every stated size is read as a size", () => {
  it.each(STATED)("%s → %s %d", (text, measure, value) => {
    const { brief, questions } = understandRequest(text);
    expect(questions).toEqual([]);
    expect(brief.domain).toBe("software");
    expect(brief.quantities[measure]).toBeCloseTo(value, 6);
    // Priced by the stated-size model from that figure, not by the feature catalogue.
    expect(estimate(brief, 200).metrics[measure]).toBeCloseTo(value, 6);
  });

  it.each([
    ["A game running at 60 fps on mobile.", "a frame rate"],
    ["Our FP7 grant ends in 2025.", "a research programme"],
  ])("does not take %s for function points (%s)", (text) => {
    expect(understandRequest(text).brief.quantities.function_points).toBeUndefined();
  });
});
