/** "Not sure what it would do", "no sabemos qué", "keine Ahnung", "não sei o que": the scope is not decided, in seven languages. */
const UNSURE_OF_SCOPE =
  /\b(?:not (?:totally |really |quite |entirely |yet )?sure (?:what|how|if|whether|which)|no idea (?:what|how|which)|(?:don't|do not|don’t) (?:really )?know (?:what|exactly|which)|no (?:estoy|estamos|s[ée]|sabemos|tengo claro|tenemos claro)(?: muy| bien)? (?:segur[oa]s? de )?(?:qu[ée]|c[óo]mo|si|cu[áa]l)|pas (?:très |vraiment |encore )?s[ûu]rs? de (?:ce|quoi|comment)|(?:ne )?sais pas (?:trop |vraiment |encore )?(?:ce|quoi|comment)|aucune idée|nicht (?:ganz |so |genau )?sicher,? (?:was|wie|ob|welche)|keine ahnung|wissen (?:noch )?nicht (?:genau )?(?:was|wie|welche)|n[ãa]o (?:sei|sabemos|tenho certeza|temos certeza)(?: bem| ainda)? (?:o que|como|se|qual)|non (?:so|sappiamo|siamo sicuri|sono sicuro)(?: bene| ancora)? (?:cosa|come|se|quale)|weet(?:en)? (?:nog )?niet (?:precies |goed )?(?:wat|hoe|welke)|geen idee|niet zeker (?:wat|hoe|of))/iu;

/** Unsure of the money only ("not sure what budget", "no sé qué presupuesto"): the scope itself may be clear. */
const MONEY_AFTER =
  /^\s*(?:the |a |el |la |o |il |het |de |le |das |den )?(?:budget|to spend|it (?:would )?costs?|price|presupuesto|gastar|precio|or[çc]amento|pre[çc]o|prezzo|spendere|prix|d[ée]penser|kosten|preis|prijs|uitgeven)/iu;

/** Whether the client says the scope is not decided yet (not only its budget). */
export function unsureOfScope(text: string): boolean {
  for (const m of text.matchAll(new RegExp(UNSURE_OF_SCOPE.source, "giu"))) {
    if (!MONEY_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30))) return true;
  }
  return false;
}
