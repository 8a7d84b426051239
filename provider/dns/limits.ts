import { MARKER_LENGTH } from "./ownership";

/**
 * What the API accepts of what every DNS record has, in one place, so `check` refuses the same
 * values the API would refuse: a preview reports a bad value before anything is sent, instead of
 * an `up` failing halfway through. Ranges come from the spec (ttl); the others are the API's rules
 * as the emulator documents them in docs/emulator.md ("Validation"). What differs by type is in
 * the table of record types (record-types.ts). Written here on purpose, not imported from the
 * emulator: a rule mirrored on both sides would hide its own bug.
 */
const annotation = 255;
export const recordLimits = {
  ttl: { min: 60, max: 86400 },
  /** Characters of an annotation. */
  annotation,
  /** Characters of an annotation that carries Pulumi's ownership marker (a record a resource manages). */
  markedAnnotation: annotation - MARKER_LENGTH,
  /** Characters of a name without its trailing dot. */
  name: 253,
  /** Characters of one label. */
  label: 63,
} as const;
