import type { RecordResponse } from "../client/api";
import { TransportError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";

/** What zone reads need of the client (a narrow view, so tests can drive the timing). */
export type ZoneReadsClient = Pick<RegistrarClient, "listRecords" | "getRecord" | "writeGeneration">;

/**
 * How long a listing answers reads, counted from when it was asked for: long enough for the
 * burst of reads of one `pulumi refresh`, short enough that a long-lived process reads afresh.
 */
export const LISTING_MAX_AGE_MS = 15_000;

interface Listing {
  /** The client's write generation when the listing was asked for. */
  generation: number;
  askedAt: number;
  /** Records by id; undefined when the API refused the listing (each read then asks on its own). */
  records: Promise<Map<string, RecordResponse> | undefined>;
}

/**
 * Reads of DNS records by id, answered from one listing of their zone (GET /dns/{zone}/rr).
 * `pulumi refresh` reads every record at once; one listing per zone answers them all instead of
 * one GET per record, which is what users of large zones run into rate limits with.
 *
 * Never a stale answer after this process wrote: a listing asked for before any write through
 * the client started or ended answers no read after it. A record missing from the listing (gone,
 * or moved to another zone) is confirmed by its own GET, so only a 404 reports it gone. A
 * listing the API refuses (an odd record failing the response check, a 5xx after retries)
 * leaves each read to its own GET; a failure to reach the API at all fails the reads.
 */
export class ZoneReads {
  private readonly listings = new Map<string, Listing>();

  constructor(
    private readonly client: ZoneReadsClient,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs: number = LISTING_MAX_AGE_MS,
  ) {}

  /** The record `id` of `zone`, as GET /dns/rr/{id} would answer it. */
  async getRecord(zone: string, id: string): Promise<RecordResponse> {
    const listed = (await this.listingOf(zone))?.get(id);
    return listed ?? this.client.getRecord(id);
  }

  private listingOf(zone: string): Listing["records"] {
    const generation = this.client.writeGeneration;
    const now = this.now();
    const current = this.listings.get(zone);
    if (current && current.generation === generation && now - current.askedAt <= this.maxAgeMs) {
      return current.records;
    }
    const listing: Listing = { generation, askedAt: now, records: this.list(zone) };
    this.listings.set(zone, listing);
    // A listing that could not reach the API is not kept: the next read tries again.
    listing.records.catch(() => {
      if (this.listings.get(zone) === listing) this.listings.delete(zone);
    });
    return listing.records;
  }

  private async list(zone: string): Promise<Map<string, RecordResponse> | undefined> {
    try {
      const records = await this.client.listRecords(zone);
      return new Map(records.map((record) => [String(record.id), record]));
    } catch (error) {
      if (error instanceof TransportError) throw error;
      return undefined;
    }
  }
}

const perClient = new WeakMap<RegistrarClient, ZoneReads>();

/** The zone reads of a client: one per client, so every resource of a process shares its listings. */
export function zoneReadsOf(client: RegistrarClient): ZoneReads {
  let reads = perClient.get(client);
  if (!reads) {
    reads = new ZoneReads(client);
    perClient.set(client, reads);
  }
  return reads;
}
