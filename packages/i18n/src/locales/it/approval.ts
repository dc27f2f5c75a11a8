import type { Catalogue } from "../../catalogues.js";

/** The web app's approval before sending: workspace settings and the document's approval (English text → translation). */
export const approval: Catalogue = {
  Approval: "Approvazione",
  "Approval settings saved": "Impostazioni di approvazione salvate",
  Approvers: "Approvatori",
  "Enter the threshold as a number, or leave it empty for no approval.":
    "Inserisci la soglia come numero, oppure lascia vuoto per nessuna approvazione.",
  "Leave empty for no approval step.": "Lascia vuoto per non richiedere approvazione.",
  "Loading the approval settings…": "Caricamento delle impostazioni di approvazione…",
  "No approval": "Nessuna approvazione",
  "Only owners and admins can change the approval settings.":
    "Solo proprietari e amministratori possono modificare le impostazioni di approvazione.",
  "Proposals whose total is above the threshold need an approver's yes before they go to the client.":
    "Le proposte il cui totale supera la soglia devono essere approvate prima di arrivare al cliente.",
  "Save approval settings": "Salva impostazioni di approvazione",
  "The approval settings could not be loaded.": "Non è stato possibile caricare le impostazioni di approvazione.",
  "The approval settings could not be saved.": "Non è stato possibile salvare le impostazioni di approvazione.",
  "The threshold cannot be negative.": "La soglia non può essere negativa.",
  "Threshold (total cost)": "Soglia (costo totale)",
  "No approval needed for this proposal.": "Questa proposta non richiede approvazione.",
  "This proposal needs approval before it goes to the client.":
    "Questa proposta deve essere approvata prima di arrivare al cliente.",
  "Waiting for approval (asked by {{name}})": "In attesa di approvazione (richiesta da {{name}})",
  "Approved by {{name}}": "Approvata da {{name}}",
  "Rejected by {{name}}": "Rifiutata da {{name}}",
  "Approval requested": "Approvazione richiesta",
  "The approval could not be requested.": "Non è stato possibile richiedere l'approvazione.",
  "Comment for the approver (optional)": "Commento per l'approvatore (facoltativo)",
  "Request approval": "Richiedi approvazione",
  "Say why you reject it, so the author can change it.": "Spiega perché la rifiuti, così l'autore può modificarla.",
  Approved: "Approvata",
  Rejected: "Rifiutata",
  "The decision could not be saved.": "Non è stato possibile salvare la decisione.",
  "Total {{value}} {{currency}}, threshold {{threshold}}": "Totale {{value}} {{currency}}, soglia {{threshold}}",
  "Comment (required to reject)": "Commento (obbligatorio per rifiutare)",
  Approve: "Approva",
  Reject: "Rifiuta",
  "Held back until this proposal is approved: the link cannot be turned on and it cannot be sent yet.":
    "In attesa dell'approvazione di questa proposta: il link non può ancora essere attivato né la proposta inviata.",
};
