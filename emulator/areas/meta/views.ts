import type { z } from "zod";
import type { tokenInfo } from "../../../provider/contract/meta";
import type { Account, ApiKey } from "../../core/account";
import { usesAcmeScope } from "../../core/auth";
import { acmeLimits } from "../dns/acme-limits";

type TokenInfo = z.output<typeof tokenInfo>;

/** GET /meta/token: the calling key, its scopes and, for an acme-dns-challenge key, its limits. */
export function tokenView(account: Account, key: ApiKey): TokenInfo {
  const view: TokenInfo = { key_id: key.id, account: account.id, scopes: [...key.scopes] };
  if (usesAcmeScope(key)) {
    const limits = acmeLimits(key);
    view.acme_limits = { calls_per_minute: limits.callsPerMinute, zones_per_day: limits.zonesPerDay };
  }
  return view;
}
