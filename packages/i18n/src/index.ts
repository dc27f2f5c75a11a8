export { translator } from "./translate.js";
export * from "./figures.js";
export { CATALOGUES, type Catalogue } from "./catalogues.js";
export {
  GAZETTEER,
  PLACE_PREPOSITIONS,
  placeNamed,
  placeWrittenIn,
  type GazetteerPlace,
  type PlaceLabel,
} from "./gazetteer.js";
