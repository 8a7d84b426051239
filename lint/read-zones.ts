import type { RegistrarClient } from "../provider/client/registrar-client";
import { toFqdn } from "../provider/dns/fqdn";
import type { ZoneContents } from "../provider/dns/validators";
import { zoneRecordsOfApi } from "../provider/dns/validators/zone-record-of";

/**
 * The account's zones (all, or those named), each read whole through the API. Every zone is
 * read before any finding: the target rules look across zones.
 */
export async function accountZones(
  client: RegistrarClient,
  only?: readonly string[],
): Promise<(ZoneContents & { selected: boolean })[]> {
  const names = (await client.listZones()).map((zone) => toFqdn(zone.name)).sort();
  const wanted = only?.map((name) => toFqdn(name));
  const unknown = wanted?.filter((name) => !names.includes(name)) ?? [];
  if (unknown.length > 0)
    throw new Error(
      `--zone ${unknown.join(", ")}: not a zone of the account (its zones: ${names.join(", ")})`,
    );
  return Promise.all(
    names.map(async (zone) => ({
      zone,
      records: zoneRecordsOfApi(await client.listRecords(zone)),
      complete: true,
      selected: !wanted || wanted.includes(zone),
    })),
  );
}
