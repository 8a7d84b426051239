import { randomInt } from "node:crypto";
import type { Account } from "../../core/account";
import { findDomain } from "../../core/domain-lookup";
import { ModelError } from "../../core/errors";

/** A transfer code, handed out once: the emulator keeps no copy (nothing consumes it here). */
export interface AuthInfo {
  domain: string;
  authCode: string;
  createdAt: Date;
}

export const AUTH_CODE_LENGTH = 16;
/** Registries ask for every class of character; quotes and & are left out (they break EPP XML). */
const CHARACTER_CLASSES = [
  "ABCDEFGHJKLMNPQRSTUVWXYZ",
  "abcdefghijkmnopqrstuvwxyz",
  "23456789",
  "!#$%()*+-=?@^_",
];
const ALL_CHARACTERS = CHARACTER_CLASSES.join("");

function randomCode(): string {
  const characters = CHARACTER_CLASSES.map((set) => set[randomInt(set.length)] ?? "");
  while (characters.length < AUTH_CODE_LENGTH)
    characters.push(ALL_CHARACTERS[randomInt(ALL_CHARACTERS.length)] ?? "");
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] ?? "", characters[i] ?? ""];
  }
  return characters.join("");
}

/**
 * POST /domains/{domain}/authinfo: a new transfer code. 403 when the domain guardian protects
 * the domain against transfers (rule class transfer_out); 409 while a transfer is pending.
 */
export function createAuthInfo(account: Account, name: string, now: Date): AuthInfo {
  const domain = findDomain(account, name);
  if (domain.guardian_rules.includes("transfer_out")) {
    throw new ModelError(
      403,
      `blocked by the domain guardian: rule class transfer_out protects ${domain.name}`,
    );
  }
  if (domain.transfer_status === "pending") {
    throw new ModelError(
      409,
      `${domain.name} has a transfer pending; no new transfer code is issued meanwhile`,
    );
  }
  return { domain: domain.name, authCode: randomCode(), createdAt: now };
}
