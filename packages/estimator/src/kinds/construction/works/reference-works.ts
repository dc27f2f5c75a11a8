import { estimateAfter, measure, perSqft } from "./measure.js";
import type { WorksType } from "./types.js";

const PARKING =
  "UCLA Institute of Transportation Studies, 'No such thing as free parking' (2026), from Rider Levett Bucknall 2025 costs in 17 US cities";
const NREL_PV =
  "NREL U.S. Solar Photovoltaic System and Energy Storage Cost Benchmarks Q1 2023 (NREL/TP-7A40-87303), modelled market prices";
const DOT = (item: string) =>
  estimateAfter(`US state DOT bid-tabulation averages (weighted average item costs) for ${item}, 2023–2024, rounded`);
const TWO_LANES_M = 7.3;
const roadPerMetre = (perM2: [number, number, number]) =>
  perM2.map((r) => Math.round(r * TWO_LANES_M)) as [number, number, number];

/** Site works, civil works and installations without a model of their own, US national average contract cost per unit. */
export const SITE_WORKS_TYPES: WorksType[] = [
  {
    id: "parking_structure",
    group: "site",
    profile: "structure",
    measures: [
      measure(
        "parking_spaces",
        [29_000, 33_000, 52_000],
        `${PARKING}: above-ground structures $29,000 (lowest city) to $52,000 (average) per space; the standard figure is Scopewise's reading of a national median, nearer the low end because the 17 cities are dearer than the US average`,
        2025,
        400,
        [20, 10_000],
      ),
      perSqft(
        [75, 100, 140],
        estimateAfter("the per-space costs above at 30–35 m² of structure per space"),
        2025,
        12_000,
        [500, 300_000],
      ),
    ],
  },
  {
    id: "underground_parking",
    group: "site",
    profile: "structure",
    measures: [
      measure(
        "parking_spaces",
        [40_000, 55_000, 73_000],
        `${PARKING}: underground parking $40,000 (lowest city) to $73,000 (average) per space`,
        2025,
        150,
        [10, 5_000],
      ),
    ],
  },
  {
    id: "surface_car_park",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "parking_spaces",
        [4_500, 7_000, 10_500],
        estimateAfter(
          "RSMeans Site Work & Landscape Costs 2024 assemblies (asphalt pavement, drainage, kerbs, lighting, markings) at about 30 m² per space",
        ),
        2024,
        150,
        [10, 20_000],
      ),
      measure(
        "m2",
        [150, 230, 350],
        estimateAfter("the same assemblies per m² of paved area"),
        2024,
        4_500,
        [100, 500_000],
      ),
    ],
  },
  {
    id: "solar_rooftop",
    group: "installation",
    profile: "installation",
    measures: [
      measure(
        "power_kw",
        [1_600, 1_900, 2_900],
        `${NREL_PV}: commercial rooftop about $1.9/Wdc (standard), residential $2.90/Wdc (premium, small systems); the basic figure is Scopewise's reading of the minimum sustainable price`,
        2023,
        100,
        [1, 20_000],
      ),
    ],
  },
  {
    id: "solar_ground",
    group: "installation",
    profile: "installation",
    measures: [
      measure(
        "power_kw",
        [1_160, 1_500, 1_900],
        `${NREL_PV}: utility-scale $1.16/Wdc (basic); standard and premium are Scopewise's reading for smaller ground-mounted arrays`,
        2023,
        1_000,
        [10, 500_000],
      ),
    ],
  },
  {
    id: "solar_carport",
    group: "installation",
    profile: "installation",
    measures: [
      measure(
        "power_kw",
        [2_400, 3_000, 4_000],
        estimateAfter(
          "NREL's commercial PV benchmark plus the steel canopy structure, as reported for US solar carports at $2.4–4.0/Wdc",
        ),
        2024,
        200,
        [5, 20_000],
      ),
    ],
  },
  {
    id: "ev_charger",
    group: "installation",
    profile: "installation",
    measures: [
      measure(
        "chargers",
        [4_000, 7_500, 12_000],
        estimateAfter(
          "U.S. DOE / Idaho National Laboratory Level 2 costs (hardware $400–6,500 and installation $600–12,700 per port, 2015) brought to 2024 prices",
        ),
        2024,
        10,
        [1, 2_000],
      ),
    ],
  },
  {
    id: "ev_fast_charger",
    group: "installation",
    profile: "installation",
    measures: [
      measure(
        "chargers",
        [60_000, 105_000, 150_000],
        "California Energy Commission CALeVIP DC fast charger projects: average total project cost $104,000–$125,000 per charger; basic and premium are Scopewise's spread",
        2023,
        4,
        [1, 500],
      ),
    ],
  },
  {
    id: "swimming_pool",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "m2",
        [1_300, 2_200, 3_500],
        estimateAfter(
          "US in-ground residential and public outdoor pool costs per m² of water surface (concrete shell, filtration, surround)",
        ),
        2024,
        50,
        [8, 5_000],
      ),
      measure(
        "items",
        [60_000, 110_000, 200_000],
        estimateAfter("the same at about 50 m² of water a pool"),
        2024,
        1,
        [1, 50],
      ),
    ],
  },
  {
    id: "landscaping",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "m2",
        [40, 100, 250],
        estimateAfter(
          "RSMeans Site Work & Landscape Costs 2024 assemblies (soft landscaping, paths, planting, irrigation) per m² of landscaped area",
        ),
        2024,
        2_000,
        [20, 2_000_000],
      ),
    ],
  },
  {
    id: "facade_works",
    group: "installation",
    profile: "envelope",
    measures: [
      measure(
        "m2",
        [70, 115, 200],
        estimateAfter(
          "RSMeans Building Construction Costs 2024 unit costs for scaffolding, render and masonry repair, and exterior repainting or re-rendering, per m² of wall",
        ),
        2024,
        400,
        [10, 50_000],
      ),
    ],
  },
  {
    id: "green_roof",
    group: "installation",
    profile: "envelope",
    measures: [
      measure(
        "m2",
        [150, 215, 320],
        estimateAfter(
          "the U.S. General Services Administration's 'The Benefits and Challenges of Green Roofs on Public and Commercial Buildings' (2011; extensive systems about $10–30 per sq ft installed) brought to 2024 prices",
        ),
        2024,
        300,
        [5, 50_000],
      ),
    ],
  },
  {
    id: "deck",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "m2",
        [480, 640, 1_000],
        estimateAfter(
          "Zonda's Cost vs Value Report 2024 national averages for a 16 × 20 ft deck addition (pressure-treated wood about $55 per sq ft, composite about $76), per m² of deck",
        ),
        2024,
        30,
        [3, 5_000],
      ),
    ],
  },
  {
    id: "playground",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "m2",
        [200, 400, 700],
        estimateAfter("US playground equipment and safety surfacing costs per m² of play area"),
        2024,
        400,
        [30, 20_000],
      ),
      measure(
        "items",
        [60_000, 150_000, 350_000],
        estimateAfter("the same for a typical 400 m² playground"),
        2024,
        1,
        [1, 50],
      ),
    ],
  },
  {
    id: "new_road",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "m2",
        [90, 160, 280],
        DOT("new asphalt pavement on a prepared base, with drainage and markings"),
        2024,
        7_300,
        [100, 5_000_000],
      ),
      measure(
        "length_m",
        roadPerMetre([90, 160, 280]),
        DOT(`new two-lane road per metre (the m² costs × ${TWO_LANES_M} m)`),
        2024,
        1_000,
        [20, 500_000],
      ),
    ],
  },
  {
    id: "road_resurfacing",
    group: "site",
    profile: "site",
    measures: [
      measure("m2", [15, 25, 45], DOT("milling and asphalt overlay"), 2024, 7_300, [100, 10_000_000]),
      measure(
        "length_m",
        roadPerMetre([15, 25, 45]),
        DOT(`milling and overlay of a two-lane road per metre (the m² costs × ${TWO_LANES_M} m)`),
        2024,
        1_000,
        [20, 1_000_000],
      ),
    ],
  },
  {
    id: "sidewalk",
    group: "site",
    profile: "site",
    measures: [
      measure("m2", [90, 140, 220], DOT("concrete sidewalk with kerb and base"), 2024, 500, [10, 500_000]),
      measure("length_m", [160, 250, 400], DOT("a 1.8 m concrete sidewalk per metre"), 2024, 300, [5, 300_000]),
    ],
  },
  {
    id: "bridge",
    group: "site",
    profile: "structure",
    measures: [
      measure(
        "m2",
        [2_500, 4_500, 8_000],
        estimateAfter(
          "FHWA and state DOT bridge replacement costs per m² of deck area (short-span concrete to long-span steel)",
        ),
        2024,
        800,
        [20, 200_000],
      ),
    ],
  },
  {
    id: "demolition",
    group: "site",
    profile: "site",
    measures: [
      perSqft(
        [6, 10, 18],
        estimateAfter(
          "RSMeans Building Construction Costs 2024 demolition assemblies per sq ft of building, excluding hazardous materials",
        ),
        2024,
        2_000,
        [20, 500_000],
      ),
    ],
  },
  {
    id: "fence",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "length_m",
        [60, 110, 250],
        estimateAfter(
          "RSMeans Site Work & Landscape Costs 2024 fencing assemblies (chain-link to security mesh) per metre",
        ),
        2024,
        200,
        [5, 200_000],
      ),
    ],
  },
  {
    id: "retaining_wall",
    group: "site",
    profile: "structure",
    measures: [
      measure(
        "length_m",
        [900, 1_500, 2_500],
        estimateAfter(
          "RSMeans Site Work & Landscape Costs 2024 retaining-wall assemblies, 1.5–2 m high, per metre of wall",
        ),
        2024,
        50,
        [2, 20_000],
      ),
    ],
  },
  {
    id: "tennis_court",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "items",
        [80_000, 120_000, 180_000],
        estimateAfter(
          "US Tennis Court Contractors Association member pricing for a new court with fencing (lighting in premium)",
        ),
        2024,
        1,
        [1, 60],
      ),
    ],
  },
  {
    id: "padel_court",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "items",
        [30_000, 45_000, 70_000],
        estimateAfter(
          "European padel court supply-and-install prices (glass court, turf, lighting) and the slab beneath",
        ),
        2024,
        2,
        [1, 60],
      ),
    ],
  },
  {
    id: "football_pitch",
    group: "site",
    profile: "site",
    measures: [
      measure(
        "items",
        [900_000, 1_300_000, 1_800_000],
        estimateAfter(
          "UK Football Foundation and US Sports Facilities Companies artificial-turf pitch costs for a full-size pitch with base, drainage and fencing",
        ),
        2024,
        1,
        [1, 20],
      ),
      measure(
        "m2",
        [110, 160, 230],
        estimateAfter("the same per m² of pitch (about 7,800 m² with run-offs)"),
        2024,
        7_800,
        [500, 200_000],
      ),
    ],
  },
  {
    id: "telecom_tower",
    group: "site",
    profile: "installation",
    measures: [
      measure(
        "items",
        [150_000, 250_000, 400_000],
        estimateAfter("US wireless tower build costs (monopole to lattice, foundation, compound and power)"),
        2024,
        1,
        [1, 200],
      ),
    ],
  },
  {
    id: "water_treatment",
    group: "site",
    profile: "structure",
    measures: [
      measure(
        "capacity_m3_day",
        [600, 1_200, 2_500],
        estimateAfter(
          "US EPA and published water and wastewater treatment plant costs per m³/day of capacity (large plants at the low end)",
        ),
        2024,
        5_000,
        [10, 5_000_000],
      ),
    ],
  },
];
