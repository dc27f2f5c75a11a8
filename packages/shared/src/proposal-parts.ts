/**
 * The id of the proposal's appendix heading (the estimator's detail, the basis of estimate and its
 * sources), the same in every language: the writer sets it, the client's page folds the appendix
 * from it and the PDF starts it on a new page.
 */
export const PROPOSAL_APPENDIX_ID = "appendix";
