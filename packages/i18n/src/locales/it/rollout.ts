import type { Catalogue } from "../../catalogues.js";

/** Messages of the packaged-system implementation model (ERP, CRM and other suites put in). */
export const rollout: Catalogue = {
  "Interface: {{pair}}": "Interfaccia: {{pair}}",
  "Explore: fit to standard and design": "Explore: aderenza allo standard e disegno",
  "Fit-to-standard workshops and solution design per module":
    "Workshop di aderenza allo standard e disegno della soluzione per modulo",
  "Realise: configuration, data and interfaces": "Realizzazione: configurazione, dati e interfacce",
  "Configuration and extensions per module": "Configurazione ed estensioni per modulo",
  "Data migration per module": "Migrazione dei dati per modulo",
  "System integration and user acceptance testing": "Test di integrazione e collaudo degli utenti",
  "Deploy: training and cut-over": "Rilascio: formazione e passaggio al nuovo sistema",
  "Training material and train-the-trainer sessions": "Materiale formativo e sessioni di formazione dei formatori",
  "End-user training and floor support": "Formazione degli utenti finali e supporto sul campo",
  "Hypercare after go-live": "Supporto intensivo dopo l'avvio",
  "Processes are customised instead of adopting the standard":
    "I processi vengono personalizzati invece di adottare lo standard",
  "Decide fit-to-standard gaps in a design authority and cost every extension before approving it.":
    "Decidere gli scostamenti dallo standard in un comitato di disegno e quotare ogni estensione prima di approvarla.",
  "Legacy data is incomplete or inconsistent": "I dati esistenti sono incompleti o incoerenti",
  "Profile and cleanse the data in the first phase and run two mock loads before cut-over.":
    "Analizzare e bonificare i dati nella prima fase ed eseguire due caricamenti di prova prima dell'avvio.",
  "Key users are not released from their daily work": "Gli utenti chiave non vengono sollevati dal lavoro quotidiano",
  "Agree each key user's time with their manager at kick-off and back-fill where needed.":
    "Concordare all'avvio il tempo di ogni utente chiave con il suo responsabile e sostituirlo dove serve.",
  "Which areas go live: finance, purchasing, sales, inventory, production, HR or others?":
    "Quali aree vanno in produzione: finanza, acquisti, vendite, magazzino, produzione, HR o altre?",
  "How many people will use the system, and in how many countries or companies?":
    "Quante persone useranno il sistema, e in quanti paesi o società?",
  "Which systems must it exchange data with, and which of them stay?":
    "Con quali sistemi deve scambiare dati, e quali di essi restano?",
  "Are the licences already bought? They are quoted by the vendor and are not included.":
    "Le licenze sono già acquistate? Le quota il fornitore e non sono incluse.",
  "A packaged-system implementation priced per module ({{fit}} hours of fit-to-standard design, {{config}} of configuration, {{data}} of data migration and testing at {{test}} % of configuration), per interface ({{perFlow}} hours × {{enterprise}}) and per user ({{perUser}} hours of training); a mid-market suite at × {{tier}} of an enterprise suite's hours; 12 % project management. The hours are this model's own norms ({{source}}); licences are the vendor's quote.":
    "Implementazione di un sistema a pacchetto quotata per modulo ({{fit}} ore di disegno di aderenza allo standard, {{config}} di configurazione, {{data}} di migrazione dei dati e test al {{test}} % della configurazione), per interfaccia ({{perFlow}} ore × {{enterprise}}) e per utente ({{perUser}} ore di formazione); una suite di fascia media a × {{tier}} delle ore di una suite enterprise; 12 % di gestione del progetto. Le ore sono norme proprie di questo modello ({{source}}); le licenze le quota il fornitore.",
  "An implementation of {{suite}}: {{modules}} modules, {{users}} users, {{interfaces}} interfaces.":
    "Implementazione di {{suite}}: {{modules}} moduli, {{users}} utenti, {{interfaces}} interfacce.",
  "{{n}} modules, as the request names them.": "{{n}} moduli, come li nomina la richiesta.",
  "{{n}} modules assumed: the request names none.": "{{n}} moduli ipotizzati: la richiesta non ne nomina nessuno.",
  "{{n}} users, as stated.": "{{n}} utenti, come indicato.",
  "{{n}} users assumed: the request gave no number.": "{{n}} utenti ipotizzati: la richiesta non dà un numero.",
  "Licences and the vendor's subscription are not included: the vendor quotes them.":
    "Le licenze e l'abbonamento del fornitore non sono inclusi: li quota il fornitore.",
};
