import type { Catalogue } from "../../catalogues.js";

/** The web app's approval before sending: workspace settings and the document's approval (English text → translation). */
export const approval: Catalogue = {
  Approval: "Freigabe",
  "Approval settings saved": "Freigabe-Einstellungen gespeichert",
  Approvers: "Freigebende",
  "Enter the threshold as a number, or leave it empty for no approval.":
    "Geben Sie den Schwellenwert als Zahl ein oder lassen Sie das Feld leer für keine Freigabe.",
  "Leave empty for no approval step.": "Leer lassen, wenn keine Freigabe nötig ist.",
  "Loading the approval settings…": "Freigabe-Einstellungen werden geladen…",
  "No approval": "Keine Freigabe",
  "Only owners and admins can change the approval settings.":
    "Nur Inhaber und Admins können die Freigabe-Einstellungen ändern.",
  "Proposals whose total is above the threshold need an approver's yes before they go to the client.":
    "Angebote, deren Summe über dem Schwellenwert liegt, brauchen die Zustimmung eines Freigebenden, bevor sie an den Kunden gehen.",
  "Save approval settings": "Freigabe-Einstellungen speichern",
  "The approval settings could not be loaded.": "Die Freigabe-Einstellungen konnten nicht geladen werden.",
  "The approval settings could not be saved.": "Die Freigabe-Einstellungen konnten nicht gespeichert werden.",
  "The threshold cannot be negative.": "Der Schwellenwert darf nicht negativ sein.",
  "Threshold (total cost)": "Schwellenwert (Gesamtkosten)",
  "No approval needed for this proposal.": "Für dieses Angebot ist keine Freigabe nötig.",
  "This proposal needs approval before it goes to the client.":
    "Dieses Angebot muss freigegeben werden, bevor es an den Kunden geht.",
  "Waiting for approval (asked by {{name}})": "Wartet auf Freigabe (angefragt von {{name}})",
  "Approved by {{name}}": "Freigegeben von {{name}}",
  "Rejected by {{name}}": "Abgelehnt von {{name}}",
  "Approval requested": "Freigabe angefragt",
  "The approval could not be requested.": "Die Freigabe konnte nicht angefragt werden.",
  "Comment for the approver (optional)": "Kommentar für den Freigebenden (optional)",
  "Request approval": "Freigabe anfragen",
  "Say why you reject it, so the author can change it.":
    "Sagen Sie, warum Sie ablehnen, damit der Autor es ändern kann.",
  Approved: "Freigegeben",
  Rejected: "Abgelehnt",
  "The decision could not be saved.": "Die Entscheidung konnte nicht gespeichert werden.",
  "Total {{value}} {{currency}}, threshold {{threshold}}": "Summe {{value}} {{currency}}, Schwellenwert {{threshold}}",
  "Comment (required to reject)": "Kommentar (zum Ablehnen erforderlich)",
  Approve: "Freigeben",
  Reject: "Ablehnen",
  "Held back until this proposal is approved: the link cannot be turned on and it cannot be sent yet.":
    "Zurückgehalten, bis dieses Angebot freigegeben ist: Der Link kann noch nicht eingeschaltet und das Angebot noch nicht gesendet werden.",
};
