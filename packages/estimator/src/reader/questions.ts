import type { Domain } from "@scopewise/shared";
import type { ReaderLanguage } from "./language.js";

/** Why the reader asks instead of pricing. */
export type AskReason = "no_project" | "too_little" | "unclear_kind" | "too_long" | "mixed_languages";

type Questions = Record<ReaderLanguage, string[]>;

/** When there is no project in the text at all. */
const NO_PROJECT: Questions = {
  en: [
    "What would you like to build, run or organise? One or two sentences about the project are enough.",
    "Roughly how big is it (for example screens, square metres, guests or interviews)?",
    "Is there a budget or a date it has to fit?",
  ],
  es: [
    "¿Qué le gustaría construir, desarrollar u organizar? Bastan una o dos frases sobre el proyecto.",
    "¿Qué tamaño tiene, aproximadamente (pantallas, metros cuadrados, invitados o entrevistas)?",
    "¿Hay un presupuesto o una fecha que deba cumplir?",
  ],
  de: [
    "Was möchten Sie bauen, entwickeln oder organisieren? Ein, zwei Sätze zum Projekt genügen.",
    "Wie groß ist es ungefähr (z. B. Screens, Quadratmeter, Gäste oder Interviews)?",
    "Gibt es ein Budget oder einen Termin, der eingehalten werden muss?",
  ],
  fr: [
    "Que souhaitez-vous construire, développer ou organiser ? Une ou deux phrases sur le projet suffisent.",
    "Quelle en est la taille, à peu près (écrans, mètres carrés, invités ou entretiens) ?",
    "Y a-t-il un budget ou une date à respecter ?",
  ],
  pt: [
    "O que gostaria de construir, desenvolver ou organizar? Uma ou duas frases sobre o projeto bastam.",
    "Qual é o tamanho, aproximadamente (telas, metros quadrados, convidados ou entrevistas)?",
    "Há um orçamento ou uma data a cumprir?",
  ],
  it: [
    "Che cosa vorrebbe costruire, sviluppare o organizzare? Bastano una o due frasi sul progetto.",
    "Quanto è grande, all'incirca (schermate, metri quadri, ospiti o interviste)?",
    "C'è un budget o una data da rispettare?",
  ],
  nl: [
    "Wat wilt u bouwen, ontwikkelen of organiseren? Een of twee zinnen over het project zijn genoeg.",
    "Hoe groot is het ongeveer (schermen, vierkante meters, gasten of interviews)?",
    "Is er een budget of een datum waaraan het moet voldoen?",
  ],
};

/** When the kind of project is known but too little is said to price it honestly. */
const TOO_LITTLE: Record<Domain, Questions> = {
  software: {
    en: [
      "What are the three or four main things users must be able to do with it?",
      "Which platforms: web, iPhone, Android, or several?",
      "Does it need to connect to other systems (payments, a CRM, an existing database)?",
      "Is there a budget or a launch date it has to fit?",
    ],
    es: [
      "¿Cuáles son las tres o cuatro cosas principales que los usuarios deben poder hacer?",
      "¿Para qué plataformas: web, iPhone, Android o varias?",
      "¿Debe conectarse con otros sistemas (pagos, un CRM, una base de datos existente)?",
      "¿Hay un presupuesto o una fecha de lanzamiento que cumplir?",
    ],
    de: [
      "Welche drei oder vier Dinge müssen Nutzer damit vor allem tun können?",
      "Für welche Plattformen: Web, iPhone, Android oder mehrere?",
      "Muss es an andere Systeme angebunden werden (Zahlungen, CRM, bestehende Datenbank)?",
      "Gibt es ein Budget oder einen Starttermin?",
    ],
    fr: [
      "Quelles sont les trois ou quatre choses principales que les utilisateurs doivent pouvoir faire ?",
      "Pour quelles plateformes : web, iPhone, Android, ou plusieurs ?",
      "Doit-il se connecter à d'autres systèmes (paiement, CRM, base de données existante) ?",
      "Y a-t-il un budget ou une date de lancement à respecter ?",
    ],
    pt: [
      "Quais são as três ou quatro coisas principais que os usuários devem poder fazer?",
      "Para quais plataformas: web, iPhone, Android ou várias?",
      "Precisa se conectar a outros sistemas (pagamentos, CRM, um banco de dados existente)?",
      "Há um orçamento ou uma data de lançamento a cumprir?",
    ],
    it: [
      "Quali sono le tre o quattro cose principali che gli utenti devono poter fare?",
      "Per quali piattaforme: web, iPhone, Android o più d'una?",
      "Deve collegarsi ad altri sistemi (pagamenti, un CRM, un database esistente)?",
      "C'è un budget o una data di lancio da rispettare?",
    ],
    nl: [
      "Wat zijn de drie of vier belangrijkste dingen die gebruikers ermee moeten kunnen doen?",
      "Voor welke platforms: web, iPhone, Android of meerdere?",
      "Moet het gekoppeld worden aan andere systemen (betalingen, een CRM, een bestaande database)?",
      "Is er een budget of een lanceerdatum waaraan het moet voldoen?",
    ],
  },
  construction: {
    en: [
      "Is it a new building or work on an existing one (which rooms or parts)?",
      "What is the floor area in m² or sq ft, and how many floors?",
      "Where is the site?",
      "Is there a budget or a date it has to be finished by?",
    ],
    es: [
      "¿Es una obra nueva o una reforma de algo existente (qué estancias o partes)?",
      "¿Cuál es la superficie en m² y cuántas plantas?",
      "¿Dónde está la obra?",
      "¿Hay un presupuesto o una fecha de finalización?",
    ],
    de: [
      "Ist es ein Neubau oder ein Umbau im Bestand (welche Räume oder Teile)?",
      "Wie groß ist die Fläche in m², und wie viele Geschosse?",
      "Wo liegt das Grundstück?",
      "Gibt es ein Budget oder einen Fertigstellungstermin?",
    ],
    fr: [
      "S'agit-il d'une construction neuve ou de travaux sur l'existant (quelles pièces ou parties) ?",
      "Quelle est la surface en m², et combien d'étages ?",
      "Où se trouve le chantier ?",
      "Y a-t-il un budget ou une date de fin à respecter ?",
    ],
    pt: [
      "É uma obra nova ou uma reforma de algo existente (quais cômodos ou partes)?",
      "Qual é a área em m² e quantos andares?",
      "Onde fica a obra?",
      "Há um orçamento ou uma data de conclusão?",
    ],
    it: [
      "Si tratta di una nuova costruzione o di lavori su un edificio esistente (quali locali o parti)?",
      "Qual è la superficie in m² e quanti piani ha?",
      "Dove si trova il cantiere?",
      "C'è un budget o una data entro cui finire?",
    ],
    nl: [
      "Gaat het om nieuwbouw of om werk aan een bestaand gebouw (welke ruimtes of delen)?",
      "Wat is de oppervlakte in m², en hoeveel verdiepingen?",
      "Waar ligt de bouwplaats?",
      "Is er een budget of een opleverdatum?",
    ],
  },
  marketing: {
    en: [
      "What should the work achieve: sales, leads, sign-ups or awareness?",
      "Which channels do you have in mind (search ads, social, SEO, press, influencers)?",
      "How much can you spend on media, and over how many weeks?",
    ],
    es: [
      "¿Qué debe conseguir: ventas, leads, registros o notoriedad?",
      "¿Qué canales tiene en mente (buscadores, redes sociales, SEO, prensa, influencers)?",
      "¿Cuánto puede invertir en medios y durante cuántas semanas?",
    ],
    de: [
      "Was soll erreicht werden: Verkäufe, Leads, Anmeldungen oder Bekanntheit?",
      "Welche Kanäle haben Sie im Blick (Suchanzeigen, Social Media, SEO, Presse, Influencer)?",
      "Wie viel Mediabudget gibt es, und über wie viele Wochen?",
    ],
    fr: [
      "Quel est l'objectif : ventes, leads, inscriptions ou notoriété ?",
      "Quels canaux envisagez-vous (search, réseaux sociaux, SEO, presse, influenceurs) ?",
      "Quel budget média, et sur combien de semaines ?",
    ],
    pt: [
      "O que o trabalho deve alcançar: vendas, leads, cadastros ou reconhecimento?",
      "Quais canais você tem em mente (anúncios de busca, redes sociais, SEO, imprensa, influenciadores)?",
      "Quanto pode investir em mídia e por quantas semanas?",
    ],
    it: [
      "Che cosa deve ottenere il lavoro: vendite, contatti, iscrizioni o notorietà?",
      "Quali canali ha in mente (annunci sui motori di ricerca, social, SEO, stampa, influencer)?",
      "Quanto può investire in media, e per quante settimane?",
    ],
    nl: [
      "Wat moet het werk opleveren: verkopen, leads, aanmeldingen of naamsbekendheid?",
      "Aan welke kanalen denkt u (zoekadvertenties, social media, SEO, pers, influencers)?",
      "Hoeveel mediabudget is er, en over hoeveel weken?",
    ],
  },
  event: {
    en: [
      "What kind of event is it, and how many guests do you expect?",
      "How many days, and in which city?",
      "Is there a budget or a date already set?",
    ],
    es: [
      "¿Qué tipo de evento es y cuántos invitados espera?",
      "¿Cuántos días dura y en qué ciudad?",
      "¿Hay ya un presupuesto o una fecha?",
    ],
    de: [
      "Welche Art von Veranstaltung ist es, und wie viele Gäste erwarten Sie?",
      "Wie viele Tage, und in welcher Stadt?",
      "Gibt es schon ein Budget oder einen Termin?",
    ],
    fr: [
      "De quel type d'événement s'agit-il, et combien d'invités attendez-vous ?",
      "Sur combien de jours, et dans quelle ville ?",
      "Y a-t-il déjà un budget ou une date ?",
    ],
    pt: [
      "Que tipo de evento é e quantos convidados espera?",
      "Quantos dias e em que cidade?",
      "Já há um orçamento ou uma data?",
    ],
    it: [
      "Che tipo di evento è, e quanti ospiti prevede?",
      "Quanti giorni, e in quale città?",
      "C'è già un budget o una data?",
    ],
    nl: [
      "Wat voor evenement is het, en hoeveel gasten verwacht u?",
      "Hoeveel dagen, en in welke stad?",
      "Is er al een budget of een datum?",
    ],
  },
  research: {
    en: [
      "What decision should the research inform?",
      "Which method do you have in mind (interviews, a survey, desk research) and how many participants or respondents?",
      "Is there a budget or a date the findings are needed by?",
    ],
    es: [
      "¿Qué decisión debe apoyar la investigación?",
      "¿Qué método tiene en mente (entrevistas, encuesta, investigación documental) y con cuántos participantes?",
      "¿Hay un presupuesto o una fecha para los resultados?",
    ],
    de: [
      "Welche Entscheidung soll die Studie stützen?",
      "Welche Methode schwebt Ihnen vor (Interviews, Umfrage, Desk Research) und mit wie vielen Teilnehmenden?",
      "Gibt es ein Budget oder einen Termin für die Ergebnisse?",
    ],
    fr: [
      "Quelle décision l'étude doit-elle éclairer ?",
      "Quelle méthode envisagez-vous (entretiens, questionnaire, recherche documentaire) et avec combien de participants ?",
      "Y a-t-il un budget ou une date pour les résultats ?",
    ],
    pt: [
      "Que decisão a pesquisa deve apoiar?",
      "Qual método você tem em mente (entrevistas, questionário, pesquisa documental) e com quantos participantes?",
      "Há um orçamento ou uma data para os resultados?",
    ],
    it: [
      "Quale decisione deve supportare la ricerca?",
      "Quale metodo ha in mente (interviste, un questionario, ricerca documentale) e con quanti partecipanti?",
      "C'è un budget o una data entro cui servono i risultati?",
    ],
    nl: [
      "Welke beslissing moet het onderzoek onderbouwen?",
      "Welke methode heeft u in gedachten (interviews, een enquête, deskresearch) en met hoeveel deelnemers?",
      "Is er een budget of een datum waarop de resultaten nodig zijn?",
    ],
  },
  other: NO_PROJECT,
};

const TOO_LONG: Questions = {
  en: [
    "The text is very long: could you describe the project to price in a few sentences?",
    "What is the main deliverable, and roughly how big is it?",
    "Is there a budget or a date it has to fit?",
  ],
  es: [
    "El texto es muy largo: ¿podría describir en pocas frases el proyecto a presupuestar?",
    "¿Cuál es el entregable principal y qué tamaño tiene, aproximadamente?",
    "¿Hay un presupuesto o una fecha que deba cumplir?",
  ],
  de: [
    "Der Text ist sehr lang: Können Sie das Projekt in wenigen Sätzen beschreiben?",
    "Was ist das wichtigste Ergebnis, und wie groß ist es ungefähr?",
    "Gibt es ein Budget oder einen Termin?",
  ],
  fr: [
    "Le texte est très long : pourriez-vous décrire le projet à chiffrer en quelques phrases ?",
    "Quel est le livrable principal, et quelle en est la taille ?",
    "Y a-t-il un budget ou une date à respecter ?",
  ],
  pt: [
    "O texto é muito longo: poderia descrever em poucas frases o projeto a orçar?",
    "Qual é a entrega principal e qual o tamanho, aproximadamente?",
    "Há um orçamento ou uma data a cumprir?",
  ],
  it: [
    "Il testo è molto lungo: potrebbe descrivere in poche frasi il progetto da preventivare?",
    "Qual è il risultato principale, e quanto è grande, all'incirca?",
    "C'è un budget o una data da rispettare?",
  ],
  nl: [
    "De tekst is erg lang: kunt u het project in een paar zinnen beschrijven?",
    "Wat is het belangrijkste resultaat, en hoe groot is het ongeveer?",
    "Is er een budget of een datum waaraan het moet voldoen?",
  ],
};

const WHICH_KIND: Questions = {
  en: ["Which of these is closest to the project: {options}?"],
  es: ["¿Cuál de estas opciones se parece más al proyecto: {options}?"],
  de: ["Was trifft am ehesten zu: {options}?"],
  fr: ["Lequel correspond le mieux au projet : {options} ?"],
  pt: ["Qual destas opções é mais próxima do projeto: {options}?"],
  it: ["Quale di queste opzioni si avvicina di più al progetto: {options}?"],
  nl: ["Welke van deze opties komt het dichtst bij het project: {options}?"],
};

const ONE_LANGUAGE: Questions = {
  en: ["The request mixes languages: in which language should the proposal be written?"],
  es: ["La solicitud mezcla idiomas: ¿en qué idioma debe redactarse la propuesta?"],
  de: ["Die Anfrage mischt Sprachen: In welcher Sprache soll das Angebot verfasst werden?"],
  fr: ["La demande mélange plusieurs langues : dans quelle langue rédiger la proposition ?"],
  pt: ["O pedido mistura idiomas: em que idioma a proposta deve ser redigida?"],
  it: ["La richiesta mescola più lingue: in quale lingua va redatta la proposta?"],
  nl: ["De aanvraag mengt talen: in welke taal moet het voorstel worden geschreven?"],
};

/** What a question asks the client for; a question is left out when the request states any of it. */
export type Asked = "size" | "budget" | "deadline" | "duration" | "location" | "days" | "platforms" | "channels";

/** What each question of a table asks for, position by position (the same in every language). */
const ASKS_GENERAL: Asked[][] = [[], ["size"], ["budget", "deadline"]];
const ASKS_TOO_LITTLE: Record<Domain, Asked[][]> = {
  software: [[], ["platforms"], [], ["budget", "deadline"]],
  construction: [[], ["size"], ["location"], ["budget", "deadline"]],
  marketing: [[], ["channels"], ["budget", "duration"]],
  event: [["size"], ["days", "location"], ["budget", "deadline"]],
  research: [[], ["size"], ["budget", "deadline"]],
  other: ASKS_GENERAL,
};

/**
 * Two to five specific questions in the request's language; none asks for what the request already
 * states (`stated`): a question that would ask for any of it is left out.
 */
export function questionsFor(
  reason: AskReason,
  domain: Domain,
  language: ReaderLanguage,
  kindOptions: string[] = [],
  stated: ReadonlySet<Asked> = new Set(),
): string[] {
  const base = reason === "no_project" ? NO_PROJECT : reason === "too_long" ? TOO_LONG : TOO_LITTLE[domain];
  const asks = reason === "no_project" || reason === "too_long" ? ASKS_GENERAL : ASKS_TOO_LITTLE[domain];
  const open = base[language].filter((_, i) => !(asks[i] ?? []).some((what) => stated.has(what)));
  // A request that is asked about always gets a question, even when it states everything a table asks.
  const questions = open.length > 0 ? open : base[language].slice(0, 1);
  if (reason === "unclear_kind" && kindOptions.length >= 2)
    questions.unshift(WHICH_KIND[language][0]!.replace("{options}", kindOptions.join(" / ")));
  if (reason === "mixed_languages") questions.unshift(ONE_LANGUAGE[language][0]!);
  return questions.slice(0, 5);
}
