import { estimateAfter, measure, perSqft, rsmeans } from "./measure.js";
import type { WorksType } from "./types.js";

const HVS = estimateAfter(
  "the construction-and-site-improvements share of the HVS U.S. Hotel Development Cost Survey 2024 per room (limited-service / select-service / full-service), rounded",
);
const SEATS = (basis: string) => estimateAfter(`published costs per seat of recent ${basis}, rounded`);

/**
 * Building types without a model of their own, per m² of gross floor area (and per room, bed or seat
 * where that is how the type is bought), US national average contract cost. Types that a kind's model
 * prices (a clinic is priced as a hospital, a supermarket as retail) name that kind in `pricedBy`.
 */
export const BUILDING_TYPES: WorksType[] = [
  {
    id: "hotel",
    group: "building",
    profile: "building",
    measures: [
      measure("rooms", [140_000, 230_000, 450_000], HVS, 2024, 120, [10, 3_000]),
      perSqft([190, 260, 380], rsmeans("hotel, 4–7 storeys"), 2024, 8_000, [300, 300_000]),
    ],
  },
  {
    id: "restaurant",
    group: "building",
    profile: "building",
    pricedBy: "retail",
    measures: [perSqft([260, 340, 460], rsmeans("restaurant"), 2024, 400, [60, 5_000])],
  },
  {
    id: "restaurant_fit_out",
    group: "fit_out",
    profile: "fit_out",
    measures: [
      perSqft(
        [150, 250, 400],
        estimateAfter(
          "restaurant fit-out costs per sq ft reported by US contractors and the Cushman & Wakefield Fit Out Cost Guide's hospitality notes",
        ),
        2024,
        300,
        [40, 5_000],
      ),
    ],
  },
  {
    id: "data_centre",
    group: "building",
    profile: "building",
    measures: [
      measure(
        "power_kw",
        [9_300, 11_700, 15_000],
        "Cushman & Wakefield Data Center Development Cost Guide 2025: construction cost per MW of critical load across 19 US markets, lowest / average / highest",
        2024,
        5_000,
        [50, 1_000_000],
      ),
      measure(
        "m2",
        [8_000, 11_000, 16_000],
        estimateAfter("the Cushman & Wakefield per-MW costs at 0.8–1.4 kW of IT load per m² of gross floor area"),
        2024,
        4_000,
        [50, 500_000],
      ),
    ],
  },
  {
    id: "laboratory",
    group: "building",
    profile: "building",
    measures: [perSqft([420, 580, 850], rsmeans("laboratory / research building"), 2024, 5_000, [100, 200_000])],
  },
  {
    id: "clinic",
    group: "building",
    profile: "building",
    pricedBy: "hospital",
    measures: [perSqft([290, 380, 520], rsmeans("medical office / outpatient clinic"), 2024, 1_500, [50, 50_000])],
  },
  {
    id: "nursing_home",
    group: "building",
    profile: "building",
    measures: [
      measure(
        "beds",
        [150_000, 210_000, 300_000],
        estimateAfter("RSMeans Square Foot Costs 2024 nursing-home model at 45–55 m² per bed"),
        2024,
        80,
        [5, 1_000],
      ),
      perSqft([260, 340, 460], rsmeans("nursing home"), 2024, 4_000, [200, 80_000]),
    ],
  },
  {
    id: "student_housing",
    group: "building",
    profile: "building",
    pricedBy: "apartment_block",
    measures: [
      measure(
        "beds",
        [55_000, 80_000, 120_000],
        estimateAfter("purpose-built student housing costs per bed in US and UK developer reports"),
        2024,
        300,
        [10, 5_000],
      ),
    ],
  },
  {
    id: "stadium",
    group: "building",
    profile: "structure",
    measures: [
      measure(
        "seats",
        [4_000, 8_000, 15_000],
        SEATS("US and European football stadiums and arenas"),
        2024,
        20_000,
        [500, 120_000],
      ),
    ],
  },
  {
    id: "cinema",
    group: "building",
    profile: "building",
    measures: [
      measure("seats", [8_000, 12_000, 18_000], SEATS("multiplex cinemas"), 2024, 1_200, [30, 10_000]),
      perSqft([230, 300, 420], rsmeans("movie theater"), 2024, 3_000, [150, 30_000]),
    ],
  },
  {
    id: "theatre",
    group: "building",
    profile: "building",
    measures: [
      measure(
        "seats",
        [35_000, 60_000, 100_000],
        SEATS("performing-arts centres and concert halls"),
        2024,
        800,
        [50, 5_000],
      ),
      perSqft([380, 520, 750], rsmeans("auditorium / performing arts"), 2024, 6_000, [300, 60_000]),
    ],
  },
  {
    id: "church",
    group: "building",
    profile: "building",
    measures: [perSqft([210, 280, 380], rsmeans("church"), 2024, 1_200, [80, 20_000])],
  },
  {
    id: "museum",
    group: "building",
    profile: "building",
    measures: [perSqft([360, 500, 750], rsmeans("museum"), 2024, 5_000, [200, 150_000])],
  },
  {
    id: "library",
    group: "building",
    profile: "building",
    measures: [perSqft([300, 400, 550], rsmeans("library"), 2024, 3_000, [150, 60_000])],
  },
  {
    id: "sports_hall",
    group: "building",
    profile: "building",
    measures: [perSqft([220, 300, 420], rsmeans("gymnasium"), 2024, 2_000, [200, 40_000])],
  },
  {
    id: "aquatic_centre",
    group: "building",
    profile: "building",
    measures: [perSqft([420, 560, 780], rsmeans("swimming pool, enclosed"), 2024, 3_000, [300, 40_000])],
  },
  {
    id: "gym",
    group: "building",
    profile: "building",
    measures: [perSqft([200, 280, 390], rsmeans("health club / fitness centre"), 2024, 1_500, [100, 20_000])],
  },
  {
    id: "fire_station",
    group: "building",
    profile: "building",
    measures: [perSqft([300, 400, 530], rsmeans("fire station"), 2024, 1_500, [150, 15_000])],
  },
  {
    id: "police_station",
    group: "building",
    profile: "building",
    measures: [perSqft([320, 430, 570], rsmeans("police station"), 2024, 2_500, [150, 40_000])],
  },
  {
    id: "prison",
    group: "building",
    profile: "building",
    measures: [
      measure(
        "beds",
        [150_000, 250_000, 400_000],
        estimateAfter(
          "US state correctional facility costs per bed reported by the Vera Institute and state budget documents",
        ),
        2024,
        500,
        [20, 10_000],
      ),
      perSqft([400, 520, 700], rsmeans("jail / correctional facility"), 2024, 20_000, [500, 300_000]),
    ],
  },
  {
    id: "airport_terminal",
    group: "building",
    profile: "building",
    measures: [
      perSqft(
        [550, 850, 1_250],
        estimateAfter(
          "Rider Levett Bucknall and Turner & Townsend international cost reports for airport terminals per m², converted to sq ft",
        ),
        2024,
        30_000,
        [1_000, 1_000_000],
      ),
    ],
  },
  {
    id: "train_station",
    group: "building",
    profile: "building",
    measures: [
      perSqft(
        [400, 600, 900],
        estimateAfter("published station building costs in RLB and Compass International reports"),
        2024,
        3_000,
        [100, 200_000],
      ),
    ],
  },
  {
    id: "bus_depot",
    group: "building",
    profile: "building",
    measures: [perSqft([220, 300, 420], rsmeans("garage, maintenance / bus depot"), 2024, 8_000, [300, 100_000])],
  },
  {
    id: "petrol_station",
    group: "building",
    profile: "building",
    pricedBy: "retail",
    measures: [perSqft([300, 400, 550], rsmeans("service station with convenience store"), 2024, 300, [50, 3_000])],
  },
  {
    id: "supermarket",
    group: "building",
    profile: "building",
    pricedBy: "retail",
    measures: [perSqft([150, 200, 280], rsmeans("supermarket"), 2024, 3_000, [300, 30_000])],
  },
  {
    id: "shopping_centre",
    group: "building",
    profile: "building",
    pricedBy: "retail",
    measures: [perSqft([180, 250, 350], rsmeans("shopping centre / mall"), 2024, 30_000, [1_000, 500_000])],
  },
  {
    id: "cold_store",
    group: "building",
    profile: "building",
    pricedBy: "warehouse",
    measures: [perSqft([160, 220, 320], rsmeans("refrigerated warehouse"), 2024, 5_000, [200, 200_000])],
  },
  {
    id: "self_storage",
    group: "building",
    profile: "building",
    measures: [perSqft([80, 110, 150], rsmeans("self-storage / mini-warehouse"), 2024, 5_000, [200, 50_000])],
  },
  {
    id: "factory",
    group: "building",
    profile: "building",
    pricedBy: "warehouse",
    measures: [perSqft([150, 210, 300], rsmeans("factory, one storey"), 2024, 5_000, [200, 500_000])],
  },
  {
    id: "brewery",
    group: "building",
    profile: "building",
    measures: [
      perSqft(
        [250, 350, 500],
        estimateAfter(
          "brewery and food-processing building costs (RSMeans factory model plus process drainage, floors and services)",
        ),
        2024,
        1_500,
        [100, 50_000],
      ),
    ],
  },
  {
    id: "barn",
    group: "building",
    profile: "structure",
    measures: [
      perSqft(
        [30, 50, 85],
        estimateAfter(
          "US agricultural post-frame and steel building costs per sq ft published by builders and extension services",
        ),
        2024,
        800,
        [30, 20_000],
      ),
    ],
  },
  {
    id: "greenhouse",
    group: "building",
    profile: "structure",
    measures: [
      perSqft(
        [25, 45, 90],
        estimateAfter(
          "commercial greenhouse costs per sq ft (poly-covered to glass Venlo) reported by US growers' extension services",
        ),
        2024,
        2_000,
        [20, 200_000],
      ),
    ],
  },
  {
    id: "other_building",
    group: "building",
    profile: "building",
    measures: [
      perSqft(
        [200, 260, 360],
        estimateAfter("RSMeans Square Foot Costs 2024 commercial building models, a general-purpose building"),
        2024,
        2_000,
        [50, 1_000_000],
      ),
    ],
  },
];
