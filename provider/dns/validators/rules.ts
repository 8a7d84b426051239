import { caaCriticalUnknown } from "./caa-critical-unknown";
import { caaSyntax } from "./caa-syntax";
import { cnameAndOtherData } from "./cname-and-other-data";
import { duplicateSpf } from "./duplicate-spf";
import type { ZoneRule } from "./finding";
import { targetIsCname } from "./target-is-cname";
import { targetMissing } from "./target-missing";
import { ttlRange } from "./ttl-range";
import { wildcardShadow } from "./wildcard-shadow";

/** Every zone rule, in the order findings are reported: id, default severity, description, check. */
export const zoneRules: readonly ZoneRule[] = [
  duplicateSpf,
  cnameAndOtherData,
  targetIsCname,
  targetMissing,
  caaSyntax,
  caaCriticalUnknown,
  ttlRange,
  wildcardShadow,
];

/** The rules' ids, for settings and `allow` entries to be checked against. */
export const ruleIds: readonly string[] = zoneRules.map((rule) => rule.id);
