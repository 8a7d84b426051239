import type { RecordType } from "../client/api";

/**
 * What the API accepts in a DNS record, in one place, so `check` refuses the same values the API
 * would refuse: a preview reports a bad value before anything is sent, instead of an `up` failing
 * halfway through. Ranges come from the spec (ttl); the others are the API's rules
 * for each variant as the emulator documents them in docs/emulator.md ("Validation").
 * Written here on purpose, not imported from the emulator: a rule mirrored on both sides would
 * hide its own bug.
 */
export const recordLimits = {
  ttl: { min: 60, max: 86400 },
  priority: { min: 0, max: 65535 },
  flags: { min: 0, max: 255 },
  /** Characters of an annotation. */
  annotation: 255,
  /** Characters of TXT data (one logical string, printable ASCII). */
  txt: 4096,
  /** Characters of a CAA value (printable ASCII). */
  caaValue: 255,
  /** Characters of a name without its trailing dot. */
  name: 253,
  /** Characters of one label. */
  label: 63,
} as const;

/** The fields some variants have beside `data`. */
export const variantFieldNames = ["priority", "flags", "tag"] as const;

/** The fields each variant has beside `data` (the API's variant table). */
export const variantFields = {
  A: [],
  AAAA: [],
  CNAME: [],
  ALIAS: [],
  MX: ["priority"],
  TXT: [],
  CAA: ["flags", "tag"],
} as const satisfies Record<RecordType, readonly (typeof variantFieldNames)[number][]>;

/** The CAA property tags the API accepts (lower case). */
export const caaTags = [
  "issue",
  "issuewild",
  "iodef",
  "contactemail",
  "contactphone",
  "issuemail",
  "issuevmc",
] as const;
/** A CAA property tag the API accepts. */
export type CaaTag = (typeof caaTags)[number];

export function isCaaTag(tag: string): tag is CaaTag {
  return (caaTags as readonly string[]).includes(tag);
}
