import type { Brief } from "@scopewise/shared";

export type ScopeType = NonNullable<Brief["scope_type"]>;

/** Construction on an existing building named in free text: renovation, extension or interior fit-out. */
export function scopeTypeInText(text: string): ScopeType | undefined {
  if (/\b(fit-?outs?|interior works?|office interiors?|shell and core fit)\b/i.test(text)) return "fit_out";
  if (
    /\b(extensions?|extend(ing)? (the|our|my|a)|add(ing)? (an? )?(room|floor|storey|story|wing)|loft conversion|annex(e)?)\b/i.test(
      text,
    )
  )
    return "extension";
  if (
    /\b(renovat\w*|refurbish\w*|remodel\w*|retrofit\w*|restor(e|ation|ing)|moderni[sz]\w*|rehab\w*|makeover|overhaul|re-?roof\w*|roof (?:replacement|renewal|repairs?)|ravalement|r[ée]nov\w*|r[ée]habilit\w*|reabilit\w*|rehabilit\w*|sanier\w*|renovier\w*|modernisier\w*|ristruttur\w*|riqualific\w*|rifacimento|verbouw\w*|renoveren|renovatie|reforma(?:r|s)?|reformas)\b/iu.test(
      text,
    )
  )
    return "renovation";
  return undefined;
}

/** The brief's scope type, else one named in its summary, else a new building. */
export function scopeTypeOf(brief: Brief): ScopeType {
  return brief.scope_type ?? scopeTypeInText(brief.summary) ?? "new_build";
}
