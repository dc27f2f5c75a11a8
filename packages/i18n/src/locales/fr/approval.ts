import type { Catalogue } from "../../catalogues.js";

/** The web app's approval before sending: workspace settings and the document's approval (English text → translation). */
export const approval: Catalogue = {
  Approval: "Approbation",
  "Approval settings saved": "Réglages d'approbation enregistrés",
  Approvers: "Approbateurs",
  "Enter the threshold as a number, or leave it empty for no approval.":
    "Saisissez le seuil sous forme de nombre, ou laissez vide pour aucune approbation.",
  "Leave empty for no approval step.": "Laissez vide pour ne pas exiger d'approbation.",
  "Loading the approval settings…": "Chargement des réglages d'approbation…",
  "No approval": "Aucune approbation",
  "Only owners and admins can change the approval settings.":
    "Seuls les propriétaires et les administrateurs peuvent modifier les réglages d'approbation.",
  "Proposals whose total is above the threshold need an approver's yes before they go to the client.":
    "Les propositions dont le total dépasse le seuil doivent être approuvées avant d'être envoyées au client.",
  "Save approval settings": "Enregistrer les réglages d'approbation",
  "The approval settings could not be loaded.": "Les réglages d'approbation n'ont pas pu être chargés.",
  "The approval settings could not be saved.": "Les réglages d'approbation n'ont pas pu être enregistrés.",
  "The threshold cannot be negative.": "Le seuil ne peut pas être négatif.",
  "Threshold (total cost)": "Seuil (coût total)",
  "No approval needed for this proposal.": "Cette proposition n'a pas besoin d'approbation.",
  "This proposal needs approval before it goes to the client.":
    "Cette proposition doit être approuvée avant d'être envoyée au client.",
  "Waiting for approval (asked by {{name}})": "En attente d'approbation (demandée par {{name}})",
  "Approved by {{name}}": "Approuvée par {{name}}",
  "Rejected by {{name}}": "Refusée par {{name}}",
  "Approval requested": "Approbation demandée",
  "The approval could not be requested.": "L'approbation n'a pas pu être demandée.",
  "Comment for the approver (optional)": "Commentaire pour l'approbateur (facultatif)",
  "Request approval": "Demander l'approbation",
  "Say why you reject it, so the author can change it.":
    "Dites pourquoi vous refusez, pour que l'auteur puisse corriger.",
  Approved: "Approuvée",
  Rejected: "Refusée",
  "The decision could not be saved.": "La décision n'a pas pu être enregistrée.",
  "Total {{value}} {{currency}}, threshold {{threshold}}": "Total {{value}} {{currency}}, seuil {{threshold}}",
  "Comment (required to reject)": "Commentaire (obligatoire pour refuser)",
  Approve: "Approuver",
  Reject: "Refuser",
  "Held back until this proposal is approved: the link cannot be turned on and it cannot be sent yet.":
    "En attente de l'approbation de cette proposition : le lien ne peut pas encore être activé ni la proposition envoyée.",
};
