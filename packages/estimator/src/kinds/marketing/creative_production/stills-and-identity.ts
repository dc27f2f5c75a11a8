import { BOUGHT_IN, IDENTITY, PHOTO, WEEKS } from "./reference.js";
import { bought, track, work, type Track, type TrackContext } from "./track-kit.js";

/** Photography: packshots per studio day with retouching, lifestyle days, headshots. */
export function photoTrack(c: TrackContext): Track | undefined {
  const { t, items, brief } = c;
  const out = track();
  const photos = items.photos;
  if (photos) {
    const perItem = photos.per_item ?? PHOTO.defaultAngles;
    if (photos.per_item === undefined)
      out.assumed.push(
        t("{{n}} images per product are assumed: the request gave no number of angles.", { n: c.n(perItem) }),
      );
    const images = photos.count * perItem;
    const days = Math.max(1, Math.ceil(images / PHOTO.packshotsPerStudioDay));
    work(c, out, "pre", t("Shot list, styling and studio planning"), "photographer", 4 + days);
    work(
      c,
      out,
      "production",
      days === 1
        ? t("Studio photography ({{images}} images)", { images: c.n(images) })
        : t("Studio photography ({{images}} images over {{days}} days)", { images: c.n(images), days: c.n(days) }),
      "photographer",
      days * PHOTO.studioCrewHours,
    );
    out.production.push(bought(c, t("Photo studio with a white cyclorama"), days, t("day"), BOUGHT_IN.studioPerDay));
    work(
      c,
      out,
      "post",
      t("Retouching and delivery in web formats"),
      "photographer",
      images * PHOTO.retouchHoursPerImage,
    );
    out.weeks.production = Math.ceil(days / WEEKS.studioDaysPerWeek);
  }
  const lifestyle = items.lifestyle_shoot;
  if (lifestyle) {
    const days = lifestyle.count;
    work(
      c,
      out,
      "pre",
      t("Lifestyle shoot planning: location, models and styling"),
      "photographer",
      PHOTO.lifestylePlanningHours * days,
    );
    work(
      c,
      out,
      "production",
      t("Lifestyle shoot days ({{days}})", { days: c.n(days) }),
      "photographer",
      PHOTO.lifestyleCrewHours * days,
    );
    out.production.push(bought(c, t("Location fee"), days, t("day"), BOUGHT_IN.locationPerDay));
    if (brief.details?.talent)
      out.production.push(
        bought(
          c,
          t("Models or actors on camera"),
          brief.details.talent * days,
          t("person-day"),
          BOUGHT_IN.talentPerDay,
        ),
      );
    out.weeks.production = Math.max(out.weeks.production, Math.ceil(days / WEEKS.studioDaysPerWeek));
  }
  const headshots = items.headshots;
  if (headshots) {
    work(
      c,
      out,
      "production",
      t("Portrait sessions and retouching ({{n}} people)", { n: c.n(headshots.count) }),
      "photographer",
      PHOTO.headshotSetupHours + PHOTO.headshotHoursPerPerson * headshots.count,
    );
    out.weeks.production = Math.max(out.weeks.production, 1);
  }
  if (out.roles.length === 0) return undefined;
  out.weeks.pre = WEEKS.photoPrep;
  out.weeks.post = WEEKS.retouch;
  return out;
}

/** A brand identity: discovery, naming, the identity, guidelines, and its applications (templates, packaging, signs). */
export function identityTrack(c: TrackContext): Track | undefined {
  const { t, items } = c;
  const out = track();
  const any = (["naming", "identity", "guidelines", "templates", "packaging", "signage", "vehicle_wrap"] as const).some(
    (item) => items[item] !== undefined,
  );
  if (!any) return undefined;
  work(
    c,
    out,
    "pre",
    t("Discovery: audit, competitors and positioning workshop"),
    "strategist",
    IDENTITY.discoveryHours,
  );
  if (items.naming) {
    work(c, out, "production", t("Naming: territories, candidates and shortlist"), "copywriter", IDENTITY.namingHours);
    work(
      c,
      out,
      "production",
      t("Trademark and domain screening of the shortlist"),
      "strategist",
      IDENTITY.trademarkScreeningHours,
    );
  }
  if (items.identity || items.guidelines) {
    work(
      c,
      out,
      "production",
      t("Logo and visual identity: concepts and two rounds of refinement"),
      "designer",
      IDENTITY.identityDesignHours,
    );
    work(c, out, "production", t("Creative direction of the identity"), "strategist", IDENTITY.identityStrategyHours);
  }
  if (items.guidelines) {
    work(c, out, "post", t("Brand guidelines: design"), "designer", IDENTITY.guidelinesDesignHours);
    work(c, out, "post", t("Brand guidelines: writing"), "copywriter", IDENTITY.guidelinesCopyHours);
  }
  const templates = items.templates
    ? items.templates.count > 1
      ? items.templates.count
      : IDENTITY.defaultTemplates
    : 0;
  work(
    c,
    out,
    "post",
    t("Templates and stationery ({{n}})", { n: c.n(templates) }),
    "designer",
    templates * IDENTITY.templateHours,
  );
  const packs = items.packaging?.count ?? 0;
  if (packs > 0)
    work(
      c,
      out,
      "post",
      packs === 1
        ? t("Packaging or label design with print-ready artwork")
        : t("Packaging or label design with print-ready artwork ({{n}} products)", { n: c.n(packs) }),
      "designer",
      IDENTITY.firstPackagingHours +
        IDENTITY.furtherPackagingHours * (packs - 1) +
        IDENTITY.artworkHoursPerPackaging * packs,
    );
  if (items.signage) work(c, out, "post", t("Signage designs"), "designer", IDENTITY.signageHours);
  if (items.vehicle_wrap)
    work(c, out, "post", t("Vehicle wrap design"), "designer", IDENTITY.vehicleWrapHours * items.vehicle_wrap.count);
  const applications = templates > 0 || packs > 0 || items.signage !== undefined || items.vehicle_wrap !== undefined;
  out.weeks = {
    pre: WEEKS.identityDiscovery,
    production: (items.naming ? WEEKS.naming : 0) + (items.identity || items.guidelines ? WEEKS.identityDesign : 0),
    post:
      (items.guidelines ? WEEKS.guidelines : 0) +
      (applications ? WEEKS.applications + Math.floor(packs / WEEKS.packagingPerWeek) : 0),
  };
  return out;
}
