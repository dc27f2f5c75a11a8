import type { CreativeItem } from "@scopewise/shared";

/**
 * Words that name each creative deliverable, in the seven languages (regular-expression alternatives,
 * read case-insensitively at a word start). Compounds count: "Imagefilm", "Recruitingvideos", "bedrijfsfilm".
 */
export const CREATIVE_WORDS: Record<CreativeItem, string> = {
  film: String.raw`\p{L}*(?:films?|filme?n?|video(?:s|en)?|vídeos?|vidéos?|filmato|filmati|filmpjes?|aftermovie)(?!\p{L})`,
  animation: String.raw`animat(?:ed|ion)|explainer|motion graphics|motion design|animaci[oó]n|animad[oa]|erkl[äa]r(?:video|film)|animationsfilm|animiert\p{L}*|anim[ée]e?s?|anima[çc][ãa]o|animazione|animat[oa]|animatie|geanimeerd\p{L}*|uitlegvideo`,
  cutdowns: String.raw`cut-?downs?|short (?:edits|versions|cuts)|cortes|versiones cortas|kurzversionen|schnittfassungen|clips?|reels?|shorts|teasers?|versions? courtes?|formats? courts?|vers[õo]es curtas|versioni brevi|tagli|korte versies`,
  photos: String.raw`(?:product )?photos?|photographs?|photography|packshots?|still[- ]life|\p{L}*fotos?|\p{L}*foto's|fotograf[ií]as?|bilder|clich[ée]s|fotografie|immagini|scatti|scontorn\p{L}*`,
  lifestyle_shoot: String.raw`lifestyle|campaign shoot|location shoot|on location|en locaci[oó]n|en exteriores|fotos? de ambiente|moodfotos|stimmungsbilder|en situation|ambientad[ao]s?|ambientazione|sfeerbeelden`,
  headshots: String.raw`headshots?|portraits? of (?:our )?(?:staff|team|employees)|retratos? (?:corporativos|del equipo)|mitarbeiterfotos|businessportr[äa]ts?|portraits? (?:corporate|professionnels)|retratos? profissionais|ritratti aziendali|portretfoto's|bedrijfsportretten`,
  episodes: String.raw`\p{L}*(?:podcast|video)ser(?:ie|ies)|episodes?|episodios?|folgen|episoden|[ée]pisodes?|epis[óo]dios?|episodi|afleveringen|puntate`,
  naming: String.raw`naming|brand name|new name|nombre (?:de marca|comercial)|namensfindung|markennamen?|nom de marque|nouveau nom|nome (?:da|de|del) marc[ao]|nome del marchio|naamgeving|merknaam|nieuwe naam`,
  identity: String.raw`(?:graphic|design|visual) concept|concept (?:grafico|visivo)|concepto gr[aá]fico|concept graphique|conceito (?:gr[aá]fico|visual)|grafisch concept|gestaltungskonzept|logos?|logotip[oa]s?|logotypes?|visual identity|brand identity|corporate identity|corporate design|rebrand(?:ing)?|identidad (?:visual|corporativa|de marca)|erscheinungsbild|markenidentit[äa]t|identit[ée] visuelle|identidade (?:visual|corporativa)|identit[àa] (?:visiva|aziendale)|huisstijl|beeldmerk`,
  guidelines: String.raw`brand ?guidelines|brand ?book|style ?guide|manual de (?:marca|identidad|identidade)|gestaltungsrichtlinien|designrichtlinien|markenhandbuch|charte graphique|guia de marca|manual da marca|manuale (?:del marchio|di stile|d'identit[àa])|linee guida|huisstijlhandboek|merkrichtlijnen`,
  templates: String.raw`templates?|stationery|business cards|plantillas|papeler[ií]a|vorlagen|gesch[äa]ftsausstattung|briefpapier|mod[èe]les|papeterie|papelaria|modelli|cancelleria|sjablonen|drukwerk`,
  packaging: String.raw`packaging|box design|doosontwerp|verpakkingsontwerp|schachteln?|cajas?|bo[îi]tes?|caixas?|scatol[ae]|labels?|etiquetas?|envases?|embalajes?|verpackung(?:en|sdesign)?|etiketten?|emballages?|[ée]tiquettes?|embalagens?|r[óo]tulos? (?:de|para) (?:garrafa|botella|produto)|confezion[ei]|etichette?|verpakkingen?`,
  signage: String.raw`signage|signs|se[ñn]al[ée]tica|beschilderung|schilder|leitsystem|signal[ée]tique|enseignes?|sinal[ée]tica|sinaliza[çc][ãa]o|insegn[ae]|segnaletica|bewegwijzering|gevelreclame`,
  vehicle_wrap: String.raw`vehicle wraps?|van wraps?|wrap design|fleet graphics|rotulaci[óo]n de (?:veh[íi]culos|furgonetas|flota)|fahrzeugbeschriftung|fahrzeugfolierung|habillage (?:de|des) v[ée]hicules|covering|envelopamento|adesiva[çc][ãa]o de (?:ve[íi]culos|frota)|wrapping|autobelettering|belettering`,
};

/** The items one brief asks for as films when it names filming (else a "video" of an explainer is its animation). */
export const SHOOT_WORDS = String.raw`shoot(?:ing)?|film(?:ing|ed) (?:at|on|in)|on[- ]site|rodaje|grabaci[óo]n|drehtag\p{L}*|dreh\b|gedreht|tournage|tourn[ée]|filmagem|filmagens|grava[çc][ãa]o|riprese|girat[oa]|draaidag\p{L}*|opnames? (?:op|bij)|gefilmd`;

/** Stated shoot days: "2 shoot days", "rodaje de un día", "2 Drehtagen", "deux jours de tournage". */
export const SHOOT_DAY_WORDS = String.raw`(?:shoot(?:ing)?|filming|film) days?|days? (?:of (?:shooting|filming)|on set|on location|shoot)|d[ií]as? de (?:rodaje|grabaci[óo]n|filmagem|grava[çc][ãa]o)|drehtag(?:e|en)?|jours? de tournage|journ[ée]es? de tournage|giorn(?:o|i|ata|ate) di riprese|draaidag(?:en)?|opnamedag(?:en)?`;

export const PODCAST_WORDS = String.raw`podcasts?|pod\b|audio series|series? de audio|h[öo]rfunk|audioserie`;
export const VOICE_WORDS = String.raw`voice-?overs?|narration|locuci[óo]n|voz en off|voz off|sprecher\p{L}*|off-stimme|voix[- ]off|narra[çc][ãa]o|locu[çc][ãa]o|voce fuori campo|speaker|voice-over|voice ?over|commentaarstem`;
export const SUBTITLE_WORDS = String.raw`subtitles?|subt[íi]tulos|untertitel\p{L}*|sous-titr\p{L}*|legendas|legendado|sottotitol\p{L}*|ondertitel\p{L}*|captions`;
export const DRONE_WORDS = String.raw`drones?|drohne\p{L}*|dron\b|aerial|luftaufnahmen|a[ée]riennes?|a[ée]reas?|aeree|luchtopnames?|luchtbeelden`;
export const MUSIC_WORDS = String.raw`music licen\p{L}*|licensed music|m[úu]sica (?:con licencia|licenciada|de librer[íi]a)|musiklizenz\p{L}*|lizenzmusik|licence musicale|musique (?:sous licence|libre de droits)|licen[çc]a (?:de|musical)|musica (?:su licenza|con licenza)|muzieklicentie|rechtenvrije muziek|music rights`;
export const TALENT_WORDS = String.raw`models|modelos|mannequins|modelle|modelli|modellen|actors|actores|schauspieler\p{L}*|com[ée]diens|atores|attori|acteurs|talents?`;

/** Products a photo brief counts, and the angles of each. */
export const PRODUCT_WORDS = String.raw`products?|productos?|modelos|referencias|skus?|art[íi]culos|produkte?n?|artikel(?:n)?|produits?|r[ée]f[ée]rences|produtos?|prodotti|articoli|producten|artikelen|items`;
/** Pieces counted after the deliverable ("de etiketten (3 stuks", "etiquetas (5 unidades)"). */
export const PIECE_COUNT_WORDS = String.raw`stuks|pieces|pcs|unidades|st[üu]ck|pi[èe]ces|pe[çc]as|pezzi|designs?|dise[ñn]os|entw[üu]rfe|ontwerpen`;
export const ANGLE_WORDS = String.raw`angles?|[áa]ngulos?|ansichten|perspektiven|winkeln?|ang(?:oli|olazioni)|hoeken|views`;

/** Languages by name in the seven languages (for voice-over and subtitles), and two-letter codes in capitals. */
export const LANGUAGE_NAMES = String.raw`english|ingl[ée]s|englisch|anglais|inglese|engels|spanish|espa[ñn]ol|spanisch|espagnol|espanhol|spagnolo|spaans|german|alem[áa]n|deutsch|allemand|alem[ãa]o|tedesco|duits|french|franc[ée]s|franz[öo]sisch|fran[çc]ais|franc[êe]s|francese|frans|portuguese|portugu[ée]s|portugiesisch|portugais|portoghese|portugees|italian|italiano|italienisch|italien|italiaans|dutch|neerland[ée]s|holand[ée]s|niederl[äa]ndisch|n[ée]erlandais|holand[êe]s|olandese|nederlands|arabic|[áa]rabe|arabisch|arabe|arabo|mandarin|chinese|chino|chinesisch|chinois|chin[êe]s|cinese|japanese|japon[ée]s|japanisch|japonais|giapponese|japans`;

/** A clause saying the client already has or supplies the piece ("our venue photos are provided by us", "ya tenemos logo"). */
export const SUPPLIED_WORDS = String.raw`provided by (?:us|the client|ourselves)|(?:we|we'll|we will) (?:provide|supply|bring)|we (?:already have|have already|'ve already got)|already (?:have|exists?|done|available)|ya (?:tenemos|existe|est[áa]n? hechos?)|(?:aportamos|ponemos) nosotros|haben wir (?:bereits|schon)|(?:liegt|liegen|ist|sind) (?:bereits|schon) (?:vor|vorhanden|da)|stellen wir|liefern wir|nous (?:avons|disposons) d[ée]j[àa]|fourni(?:e|es|s)? par nos soins|nous (?:fournissons|fournirons)|j[áa] (?:temos|existe)|(?:fornecemos|forneceremos) n[óo]s|abbiamo gi[àa]|forniamo noi|forniti da noi|hebben we al|(?:leveren|zorgen) we zelf`;
