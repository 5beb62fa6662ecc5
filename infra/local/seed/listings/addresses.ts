import type { Position } from '@shared/neighbourhood';
import { geometryBBox, pointInGeometry } from '@shared/geo/point-in-polygon';
import type { PropertyType } from '@shared/property-types';
import type { NeighbourhoodProfile } from '../data/neighbourhood-profiles';
import { towerStreets } from '../data/streets';
import { WeightedTable, type Random } from '../random';

/** Where a home is: street address, unit for condos, and a point inside its neighbourhood. */
export interface Place {
  address: string;
  unit?: string;
  location: { lat: number; lon: number };
}

interface Building {
  address: string;
  location: { lat: number; lon: number };
  floors: number;
  unitsPerFloor: number;
  used: Set<string>;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Hands out addresses: apartments in a fixed set of towers per neighbourhood (so a building
 * has many listings, at one point, over the years), condo townhouses in a few complexes,
 * houses at unique street numbers at random points of the neighbourhood. Each neighbourhood's
 * buildings come from a random stream of its own, so they do not depend on the listing order.
 */
export class AddressBook {
  private readonly towers = new Map<string, WeightedTable<Building>>();
  private readonly complexes = new Map<string, Building[]>();
  private readonly usedAddresses = new Set<string>();
  private readonly boxes = new Map<string, ReturnType<typeof geometryBBox>>();

  constructor(
    private readonly random: Random,
    private readonly meanSaleWeight: number,
  ) {}

  /** A uniformly random point of the neighbourhood's polygon (rejection sampling in its box). */
  pointIn(profile: NeighbourhoodProfile, random: Random = this.random): { lat: number; lon: number } {
    const { neighbourhood } = profile;
    let box = this.boxes.get(neighbourhood.id);
    if (!box) this.boxes.set(neighbourhood.id, (box = geometryBBox(neighbourhood.geometry)));
    for (let attempt = 0; attempt < 1000; attempt++) {
      const point: Position = [round6(random.between(box[0], box[2])), round6(random.between(box[1], box[3]))];
      if (pointInGeometry(point, neighbourhood.geometry)) return { lon: point[0], lat: point[1] };
    }
    return { lon: neighbourhood.centre[0], lat: neighbourhood.centre[1] };
  }

  place(profile: NeighbourhoodProfile, type: PropertyType): Place {
    if (type === 'condo') return this.apartment(profile);
    if (type === 'condoTownhouse') return this.townhouseUnit(profile);
    return this.house(profile);
  }

  private apartment(profile: NeighbourhoodProfile): Place {
    const id = profile.neighbourhood.id;
    let table = this.towers.get(id);
    if (!table) {
      const random = this.random.fork(`towers/${id}`);
      const busy = Math.sqrt(profile.saleWeight / this.meanSaleWeight);
      const count = Math.min(60, Math.max(2, Math.round(2 + 40 * profile.saleMix.condo * busy)));
      const [low, high] = profile.kind === 'core' ? [18, 65] : profile.kind === 'hub' ? [12, 45] : [4, 24];
      const buildings = Array.from({ length: count }, () =>
        this.building(
          profile,
          random,
          random.pick(towerStreets(profile.streets)),
          random.int(low, high),
          random.int(6, 18),
        ),
      );
      this.towers.set(id, (table = new WeightedTable(buildings, (building) => building.floors)));
    }
    const building = table.pick(this.random);
    for (let attempt = 0; attempt < 40; attempt++) {
      const floor = this.random.int(2, building.floors);
      const number = String(this.random.int(1, building.unitsPerFloor)).padStart(2, '0');
      const unit = floor === building.floors && building.floors > 10 ? `PH${number}` : `${floor}${number}`;
      if (!building.used.has(unit)) {
        building.used.add(unit);
        return { address: building.address, unit, location: building.location };
      }
    }
    return this.house(profile);
  }

  private townhouseUnit(profile: NeighbourhoodProfile): Place {
    const id = profile.neighbourhood.id;
    let complexes = this.complexes.get(id);
    if (!complexes) {
      const random = this.random.fork(`complexes/${id}`);
      const count = Math.max(1, Math.round(1 + 8 * profile.saleMix.condoTownhouse));
      complexes = Array.from({ length: count }, () =>
        this.building(profile, random, random.pick(profile.streets.homes), 1, random.int(30, 160)),
      );
      this.complexes.set(id, complexes);
    }
    const complex = this.random.pick(complexes);
    for (let attempt = 0; attempt < 40; attempt++) {
      const unit = String(this.random.int(1, complex.unitsPerFloor));
      if (!complex.used.has(unit)) {
        complex.used.add(unit);
        return { address: complex.address, unit, location: complex.location };
      }
    }
    return this.house(profile);
  }

  private house(profile: NeighbourhoodProfile): Place {
    const onArterial = this.random.chance(0.08);
    const streets = onArterial ? profile.streets.arterials : profile.streets.homes;
    for (let attempt = 0; ; attempt++) {
      const number = onArterial || attempt > 20 ? this.random.int(2, 3200) : this.random.int(1, 260);
      const address = `${number} ${this.random.pick(streets)}`;
      if (this.claim(profile, address)) return { address, location: this.pointIn(profile) };
    }
  }

  private building(profile: NeighbourhoodProfile, random: Random, street: string, floors: number, units: number) {
    for (;;) {
      const number = random.chance(0.7) ? random.int(1, 400) : random.int(401, 5000);
      const address = `${number} ${street}`;
      if (this.claim(profile, address)) {
        return {
          address,
          location: this.pointIn(profile, random),
          floors,
          unitsPerFloor: units,
          used: new Set<string>(),
        };
      }
    }
  }

  /** An address is used once per municipality (two homes at one address would merge histories). */
  private claim(profile: NeighbourhoodProfile, address: string): boolean {
    const key = `${profile.municipality.name}|${address}`;
    if (this.usedAddresses.has(key)) return false;
    this.usedAddresses.add(key);
    return true;
  }
}
