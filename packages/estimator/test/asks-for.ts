/**
 * Questions that ask for a kind of value, in the seven languages: the asking forms only ("how many
 * guests?", "¿cuál es su presupuesto?", "wo liegt das Grundstück?"), so that a question merely naming
 * the word ("Will sessions be streamed for remote attendees?", "Is equipment in the budget?") does not
 * count. Written apart from the product's own question tables, to judge them.
 */
export const ASKS_FOR: Record<string, RegExp> = {
  budget:
    /what(?:'s| is) (?:your|the) (?:budget|spend)|which budget|what budget|how much (?:can|do|would) you (?:spend|invest)|budget range\?|cu[aá]l es (?:el|su|tu) presupuesto|qu[ée] presupuesto|cu[aá]nto (?:puede|quiere|desea) invertir|welches budget|wie hoch ist (?:das|ihr|dein) budget|welcher kostenrahmen|quel (?:est (?:votre|le) )?budget|de quel budget|qual (?:é )?o (?:seu )?or[çc]amento|quanto (?:pode|quer) investir|quale (?:è il )?budget|di quale budget|wat is (?:het|uw|je) budget|welk budget|hoeveel (?:wilt|kunt) u (?:uitgeven|investeren)/i,
  deadline:
    /by when|when (?:should|must|do you need|does it need|would you like|is the)|what(?:'s| is) the (?:deadline|launch date|target date|date)|which date|cu[aá]ndo (?:debe|necesita|quiere|tiene que)|para cu[aá]ndo|(?:qu[ée]|cu[aá]l es la) fecha|bis wann|wann (?:soll|muss|m[öo]chten)|welcher termin|pour quand|quand (?:doit|faut|souhaitez)|quelle (?:est la )?date|para quando|quando (?:deve|precisa|quer)|qual (?:é )?a data|entro quando|quando (?:deve|dovrebbe)|quale (?:è la )?(?:data|scadenza)|wanneer (?:moet|wilt|dient)|welke (?:datum|deadline)|per wanneer/i,
  duration:
    /how long (?:should|will|does|do you want|is the)|how many (?:weeks|months)|cu[aá]nt[oa]s? (?:semanas|meses|tiempo)|cu[aá]nto (?:debe )?dura|wie lange|wie viele (?:wochen|monate)|combien de (?:temps|semaines|mois)|quelle dur[ée]e|quant[oa]s? (?:tempo|semanas|meses)|quanto tempo|quante (?:settimane|mesi)|quanto (?:deve )?durare|hoeveel (?:weken|maanden)|hoe lang/i,
  area: /how many (?:square|m²|sq)|what(?:'s| is) the (?:floor |gross |total )?area|how (?:big|large) is|qu[ée] superficie|cu[aá]ntos (?:m²|metros)|wie gro[ßs] ist|welche fl[äa]che|wie viele (?:m²|quadratmeter)|quelle (?:est la )?surface(?! de bureaux)|combien de (?:m²|mètres)|qual (?:é )?a [áa]rea|quantos (?:m²|metros)|quale (?:è la )?superficie|quanti (?:m²|metri)|hoe groot is|welke oppervlakte|hoeveel (?:m²|vierkante)/i,
  attendees:
    /how many (?:guests|attendees|people|participants|delegates|visitors)|cu[aá]nt[oa]s (?:invitados|asistentes|personas|participantes)|wie viele (?:g[äa]ste|teilnehm\p{L}*|personen|besucher)|combien (?:de |d')(?:invit[ée]s|participants|personnes|visiteurs)|quant[oa]s (?:convidados|participantes|pessoas)|quanti (?:ospiti|partecipanti|invitati)|quante persone|hoeveel (?:gasten|deelnemers|mensen|personen|bezoekers)/iu,
  days: /how many days|cu[aá]ntos d[ií]as|wie viele tage|combien de jours|quantos dias|quanti giorni|hoeveel dagen/i,
  respondents:
    /how many (?:respondents|participants|interviews|completes|responses|people)|cu[aá]nt[oa]s (?:encuestados|participantes|entrevistas|respuestas)|wie viele (?:befragte|teilnehm\p{L}*|interviews|antworten)|combien (?:de |d')(?:r[ée]pondants|participants|entretiens|r[ée]ponses)|quant[oa]s (?:entrevistados|participantes|respondentes|entrevistas|respostas)|quanti (?:intervistati|partecipanti|rispondenti)|quante (?:interviste|risposte)|hoeveel (?:respondenten|deelnemers|interviews|antwoorden)/iu,
  pages:
    /how many pages|cu[aá]ntas p[aá]ginas|wie viele seiten|combien de pages|quantas p[aá]ginas|quante pagine|hoeveel pagina/i,
  team: /how (?:many|big|large) (?:people|is the team|a team)|team size\?|cu[aá]ntas personas (?:tiene|en) el equipo|wie gro[ßs] ist das team|quelle taille (?:a|d)e? l'[ée]quipe|quantas pessoas (?:tem|na) (?:a )?equipe|quante persone nel team|hoe groot is het team/i,
  users:
    /how many (?:users|seats|employees will)|cu[aá]ntos usuarios|wie viele (?:nutzer|benutzer|anwender)|combien d'utilisateurs|quantos usu[aá]rios|quanti utenti|hoeveel gebruikers/i,
  servers:
    /how many (?:servers|vms|virtual machines|workloads)|cu[aá]ntos servidores|wie viele server|combien de serveurs|quantos servidores|quanti server|hoeveel servers/i,
  rooms:
    /how many (?:rooms|bedrooms|keys)|cu[aá]ntas habitaciones|wie viele zimmer|combien de chambres|quantos quartos|quante camere|hoeveel kamers/i,
  spaces:
    /how many (?:parking )?spaces|cu[aá]ntas plazas|wie viele stellpl[äa]tze|combien de places|quantas vagas|quanti posti|hoeveel parkeerplaatsen/i,
  power_kw:
    /how many (?:kw|kilowatts)|what (?:capacity|size of system)|qu[ée] potencia|welche leistung|quelle puissance|qual (?:a )?pot[êe]ncia|quale potenza|welk vermogen/i,
  locations:
    /where (?:is|will|would|does|do)|in which (?:city|country|town)|which city|d[óo]nde (?:est[áa]|se|ser[áa])|en qu[ée] (?:ciudad|pa[ií]s)|wo (?:liegt|findet|ist|soll)|in welche[rm] (?:stadt|land|ort)|où (?:se trouve|se situe|aura lieu|est|sera)|dans quelle ville|onde (?:fica|ser[áa]|[ée]|est[áa])|em que cidade|dove (?:si trova|si terr[àa]|[èe]|sar[àa])|in quale citt[àa]|waar (?:ligt|is|vindt|komt)|in welke (?:stad|plaats)/i,
};

/**
 * Questions of a kind's form that ask about something other than the project's own value: a session's or a
 * questionnaire's length is no project duration, the people staffing a stand or viewing dashboards are no
 * attendees or team, where the training data is kept is no site.
 */
const ABOUT_SOMETHING_ELSE: Record<string, RegExp> = {
  duration:
    /questionnaire|cuestionario|fragebogen|question[aá]rio|questionario|vragenlijst|session|sesi[oó]n|sitzung|gespr[äa]ch|s[ée]ance|sess[ãa]o|sessione|sessie|\bbar\b|\bbarra\b/iu,
  attendees: /\bstand\b|staff the|bemannen|betreuen|tiennent le|atienden|asseguram|presidiano/iu,
  team: /dashboards?|tableaux de bord|cuadros de mando|pain[ée]is/iu,
  locations:
    /training data|datos de entrenamiento|trainingsdaten|donn[ée]es d'entra[îi]nement|dados de treino|dati di addestramento|trainingsdata/iu,
};

/** Whether a question asks for a value of this kind (see `ASKS_FOR`), not for a value of something else. */
export function asksFor(what: string, question: string): boolean {
  const form = ASKS_FOR[what];
  return form !== undefined && form.test(question) && !(ABOUT_SOMETHING_ELSE[what]?.test(question) ?? false);
}
