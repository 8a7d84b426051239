import { DCV_TARGET_DOMAIN } from "../../../emulator/areas/tls/validation";

/** What the tests read of a zone in the emulator's state dump. */
export interface DumpedZone {
  name: string;
  records: { name: string; type: string; data: string; annotation: string | null }[];
}

/** DCV records left in any zone: CNAMEs into the emulated CA's validation domain. */
export const dcvRecords = (dump: { zones: DumpedZone[] }) =>
  dump.zones.flatMap((zone) =>
    zone.records.filter((r) => r.type === "CNAME" && r.data.toLowerCase().endsWith(DCV_TARGET_DOMAIN)),
  );
