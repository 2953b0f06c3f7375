import { FLOWER_COLOURS, GROWTH_HABITS, LIGHT_NEEDS, PLANT_SPECIALITIES, PLANT_TOLERANCES, PLANT_TYPES } from '../finder/finder-values';
import { zoneAt } from '../hardiness/hardiness-zone';
import { GOODS_HARDINESS_RANGE_INVALID, GOODS_PLANT_FACTS_INVALID } from '../messages/messages';

/** A plant's finder facts as the editor saves them; zones as places on the scale (`zoneIndex`: 0 is 1a, 25 is 13b). */
export interface PlantFactsDraft {
  readonly light: string;
  readonly plantType: string;
  readonly flowerColour: string;
  readonly habit: string;
  readonly specialities: readonly string[];
  readonly tolerances: readonly string[];
  readonly coldestZone: number;
  readonly warmestZone: number;
}

const oneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * The plant facts the finder filters on (shopping §1 recommend, §3 "Plant-finder item"): each value from the
 * finder's lists, and a hardiness range on the 1a–13b scale whose coldest zone is not warmer than its warmest.
 */
export function plantFactsRefusal(facts: PlantFactsDraft | null): string | null {
  if (facts === null) return null;
  if (
    !oneOf(LIGHT_NEEDS, facts.light) ||
    !oneOf(PLANT_TYPES, facts.plantType) ||
    !oneOf(FLOWER_COLOURS, facts.flowerColour) ||
    !oneOf(GROWTH_HABITS, facts.habit) ||
    !facts.specialities.every((value) => oneOf(PLANT_SPECIALITIES, value)) ||
    !facts.tolerances.every((value) => oneOf(PLANT_TOLERANCES, value))
  )
    return GOODS_PLANT_FACTS_INVALID;
  if (zoneAt(facts.coldestZone) === null || zoneAt(facts.warmestZone) === null || facts.coldestZone > facts.warmestZone)
    return GOODS_HARDINESS_RANGE_INVALID;
  return null;
}
