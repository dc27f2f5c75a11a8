import { flag, type DetailReadings, type RequestText } from "./detail.js";

/**
 * A request for a contractor's price, in the seven languages. "Presupuesto" and "orçamento" also mean a
 * budget, so in Spanish and Portuguese only the asking forms count ("pedir presupuesto", "cotización").
 */
const QUOTE =
  /\b(?:quotes?|quotation|quoted|(?:a |your )?price for (?:the|this|doing)|bids? for|pedir presupuesto|solicitar presupuesto|nos (?:pasen|den|hagan) (?:un )?presupuesto|cotizaci[oó]n(?:es)?|cotizar|angebote?|kostenvoranschlag|devis|pedir (?:um )?or[çc]amento|solicitar (?:um )?or[çc]amento|cota[çc][ãa]o|or[çc]amento para|preventiv[oi]|offertes?|prijsopgave)\b/iu;
/** The request asks for the design as well as the works, or says none exists yet. */
const DESIGN_ASKED =
  /\b(?:include (?:the )?design|design included|design and build|design[- ]build|architects?|architectural|engineering drawings|(?:plans|drawings) (?:aren't|are not|not yet|still to be|to be) (?:done|drawn|ready|made)|(?:drawings|plans) (?:aren't|are not) done|need (?:plans|drawings|a design)|planning (?:permission|application)|permit application|dise[ñn]o|proyecto (?:de ejecución|básico|técnico)|arquitect[oa]s?|planung|architekt(?:in|en)?|entwurf|conception|architecte|plans? (?:à faire|à réaliser)|projeto (?:de arquitetura|executivo)|arquitet[oa]s?|progettazione|progetto (?:esecutivo|definitivo)|architett[oi]|ontwerp|architect(?:en)?)\b/iu;

/** What a construction request says about how it is bought: a contractor's quote, and whether the design is part of it. */
export function constructionDetails(request: RequestText): DetailReadings {
  return {
    quote_requested: flag(QUOTE, request.summary, 0.75),
    design_asked: flag(DESIGN_ASKED, request.summary, 0.75),
  };
}
