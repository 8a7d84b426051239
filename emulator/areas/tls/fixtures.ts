import { z } from "zod";
import type { Account } from "../../core/account";
import type { LoadedFixtures } from "../../public-types";
import { caSettingsOf } from "./ca-settings";

/** The TLS area's fixtures: settings of the emulated CA. */

const LABEL = "[a-z0-9](?:-*[a-z0-9])*";

export const tlsSettingsSchema = z.strictObject({
  /**
   * The CA's issuer domain name, as CAA records name it (`0 issue "<it>"`); default
   * ca.registrar.example. Every product of the catalogue carries it.
   */
  caaIdentity: z
    .string()
    .toLowerCase()
    .regex(new RegExp(`^${LABEL}(?:\\.${LABEL})*$`), "an issuer domain name such as ca.registrar.example")
    .optional(),
});

export function loadTlsFixtures(account: Account, fixtures: LoadedFixtures): void {
  const { caaIdentity } = fixtures.tls;
  if (caaIdentity !== undefined) caSettingsOf(account).caaIdentity = caaIdentity;
}
