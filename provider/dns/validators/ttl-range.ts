import type { ZoneRule } from "./finding";
import { allRecords, recordText } from "./record-text";

/**
 * A TTL outside the range the settings give (`ttl: { min, max }`): off unless a bound is set,
 * since the right TTLs are the operator's choice. A record without a TTL (the API's default) is
 * not checked.
 */
export const ttlRange: ZoneRule = {
  id: "ttl-range",
  severity: "warning",
  description: "a TTL below ttl.min or above ttl.max (only when a bound is set)",
  check({ zones, ttl }) {
    if (ttl?.min === undefined && ttl?.max === undefined) return [];
    return allRecords(zones).flatMap((record) => {
      if (record.ttl === undefined) return [];
      const low = ttl.min !== undefined && record.ttl < ttl.min;
      const high = ttl.max !== undefined && record.ttl > ttl.max;
      if (!low && !high) return [];
      const bound = low ? `below the minimum ${ttl.min} (ttl.min)` : `above the maximum ${ttl.max} (ttl.max)`;
      return [
        {
          records: [record],
          message: `${recordText(record)} has ttl ${record.ttl}, ${bound}: set its ttl to at ${low ? `least ${ttl.min}` : `most ${ttl.max}`}`,
        },
      ];
    });
  },
};
