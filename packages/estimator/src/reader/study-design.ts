/**
 * How a study collects and models its data, as the request names it, in the reader's languages: the
 * mode of a survey (by telephone) and the analytical modules that come on top of a
 * plain questionnaire (a conjoint or MaxDiff exercise, a segmentation, a live dashboard). The keys go
 * into the brief's `methods` beside the study's methods, so the models price what was asked.
 */
const DESIGN: Record<string, RegExp> = {
  telephone:
    /\b(?:cati|telephone|phone survey|by phone|over the phone|telef[óo]nic[oa]s?|por tel[ée]fono|telefonisch\w*|t[ée]l[ée]phoniques?|par t[ée]l[ée]phone|telefone|por telefone|telefonic[ao]|telefonich[ei]|telefonische?)\b/iu,
  conjoint:
    /\b(?:conjoint|maxdiff|max-diff|discrete choice|choice[- ]based|cbc|choice modell?ing|an[áa]lisis conjunto|analyse conjointe|an[áa]lise conjunta|analisi congiunta)\b/iu,
  segmentation: /\b(?:segmentation|segmentaci[óo]n|segmentierung|segmenta[çc][ãa]o|segmentazione|segmentatie)\b/iu,
  dashboard: /\b(?:dashboards?|tableau de bord|cuadro de mando|painel|cruscotto)\b/iu,
};

/** The design keys a request names (telephone, conjoint, segmentation, dashboard). */
export function studyDesignIn(text: string): string[] {
  return Object.keys(DESIGN).filter((key) => DESIGN[key]!.test(text));
}
