import type { Catalogue } from "../../catalogues.js";

/** The web app's approval before sending: workspace settings and the document's approval (English text → translation). */
export const approval: Catalogue = {
  Approval: "Goedkeuring",
  "Approval settings saved": "Goedkeuringsinstellingen opgeslagen",
  Approvers: "Goedkeurders",
  "Enter the threshold as a number, or leave it empty for no approval.":
    "Voer de drempel in als getal, of laat het leeg voor geen goedkeuring.",
  "Leave empty for no approval step.": "Laat leeg als er geen goedkeuring nodig is.",
  "Loading the approval settings…": "Goedkeuringsinstellingen laden…",
  "No approval": "Geen goedkeuring",
  "Only owners and admins can change the approval settings.":
    "Alleen eigenaren en beheerders kunnen de goedkeuringsinstellingen wijzigen.",
  "Proposals whose total is above the threshold need an approver's yes before they go to the client.":
    "Voorstellen waarvan het totaal boven de drempel ligt, hebben goedkeuring nodig voordat ze naar de klant gaan.",
  "Save approval settings": "Goedkeuringsinstellingen opslaan",
  "The approval settings could not be loaded.": "De goedkeuringsinstellingen konden niet worden geladen.",
  "The approval settings could not be saved.": "De goedkeuringsinstellingen konden niet worden opgeslagen.",
  "The threshold cannot be negative.": "De drempel kan niet negatief zijn.",
  "Threshold (total cost)": "Drempel (totale kosten)",
  "No approval needed for this proposal.": "Dit voorstel heeft geen goedkeuring nodig.",
  "This proposal needs approval before it goes to the client.":
    "Dit voorstel moet worden goedgekeurd voordat het naar de klant gaat.",
  "Waiting for approval (asked by {{name}})": "Wacht op goedkeuring (gevraagd door {{name}})",
  "Approved by {{name}}": "Goedgekeurd door {{name}}",
  "Rejected by {{name}}": "Afgewezen door {{name}}",
  "Approval requested": "Goedkeuring gevraagd",
  "The approval could not be requested.": "De goedkeuring kon niet worden aangevraagd.",
  "Comment for the approver (optional)": "Opmerking voor de goedkeurder (optioneel)",
  "Request approval": "Goedkeuring vragen",
  "Say why you reject it, so the author can change it.": "Zeg waarom u het afwijst, zodat de auteur het kan aanpassen.",
  Approved: "Goedgekeurd",
  Rejected: "Afgewezen",
  "The decision could not be saved.": "De beslissing kon niet worden opgeslagen.",
  "Total {{value}} {{currency}}, threshold {{threshold}}": "Totaal {{value}} {{currency}}, drempel {{threshold}}",
  "Comment (required to reject)": "Opmerking (verplicht bij afwijzen)",
  Approve: "Goedkeuren",
  Reject: "Afwijzen",
  "Held back until this proposal is approved: the link cannot be turned on and it cannot be sent yet.":
    "Wacht op goedkeuring van dit voorstel: de link kan nog niet aan en het voorstel kan nog niet worden verzonden.",
};
