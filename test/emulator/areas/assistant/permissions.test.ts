import { defaultFixtures, ManualClock } from "../../../../emulator";
import { helpSearchResponse } from "../../../../provider/contract/assistant";
import { tlsCertificateResponse } from "../../../../provider/contract/tls";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { makeCsr } from "../../../support/tls";
import { expectSuccess } from "../../support/shapes";
import { ask } from "./ask";

/** Rule 1: account data follows the credential's permissions; without one, that part is left out. */

let emu: InProcessEmulator;
const fixtures = defaultFixtures();
fixtures.keys = [
  ...(fixtures.keys ?? []),
  { id: "domains", key: "domains-key", scopes: ["assistant", "domain:read"] },
  { id: "billing", key: "billing-key", scopes: ["assistant", "billing:read"] },
  { id: "tls", key: "tls-key", scopes: ["assistant", "tls:read"] },
  { id: "bare", key: "bare-key", scopes: ["assistant", "dns:read", "hosting:read"] },
];

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(async () => {
  await emu.admin.reset();
});

const answerOn = async (on: InProcessEmulator, q: string, key: string) =>
  expectSuccess(await ask(on, q, { key }), helpSearchResponse);
const answer = (q: string, key: string) => answerOn(emu, q, key);

/** Runs `check` on an emulator of its own, whose clock the test may move. */
async function withOwnClock(check: (own: InProcessEmulator) => Promise<void>): Promise<void> {
  const own = await startTestEmulator({ clock: new ManualClock(), fixtures });
  try {
    await check(own);
  } finally {
    await own.stop();
  }
}

const topics = [
  {
    q: "How do I enable DNSSEC?",
    part: "domains",
    scope: "domain:read",
    key: "domains-key",
    shows: "example.com",
  },
  {
    q: "Where are my invoices?",
    part: "billing",
    scope: "billing:read",
    key: "billing-key",
    shows: "INV-2025-0001",
  },
  {
    q: "How do I order a TLS certificate?",
    part: "certificates",
    scope: "tls:read",
    key: "tls-key",
    shows: "No certificate orders yet",
  },
] as const;

describe.each(topics)("$part: with and without $scope", ({ q, part, scope, key, shows }) => {
  test(`with ${scope}: the account's data is included`, async () => {
    const body = await answer(q, key);
    expect(body.account_data).toEqual({ included: [part], withheld: [] });
    expect(body.answer).toContain("**In your account**");
    expect(body.answer).toContain(shows);
  });

  test(`without ${scope}: that part is left out and the question is still answered`, async () => {
    for (const other of ["bare-key", ...topics.map((t) => t.key).filter((k) => k !== key)]) {
      const body = await answer(q, other);
      expect(body.account_data).toEqual({ included: [], withheld: [part] });
      expect(body.articles).toHaveLength(1);
      expect(body.answer).toContain(body.articles[0]?.title);
      expect(body.answer).not.toContain("In your account");
      expect(body.answer).not.toContain(shows);
      expect(body.answer).toContain(`lacks the permission ${scope}`);
    }
  });
});

test("a question on two topics shows the part the key may see and withholds the other", async () => {
  const body = await answer("DNSSEC status and open invoices", "domains-key");
  expect(body.account_data).toEqual({ included: ["domains"], withheld: ["billing"] });
  expect(body.answer).toContain("/my/domains/example.com/dnssec");
  expect(body.answer).not.toContain("INV-2025-0001");
});

test("the withheld note is in the answer's language", async () => {
  const body = await answer("Wo sind meine Rechnungen?", "domains-key");
  expect(body.answer).toContain("Diesem Zugang fehlt die Berechtigung billing:read");
});

describe("domain answers (domain:read)", () => {
  test("list every domain of the account, on the question's topic, with links to it", async () => {
    const body = await answer("How do I enable DNSSEC?", "domains-key");
    expect(body.answer).toContain("- [example.com](/my/domains/example.com/dnssec): DNSSEC active");
    expect(body.answer).toContain("- [example.net](/my/domains/example.net/dnssec): DNSSEC inactive");
    expect(body.answer).toContain("- [example.org](/my/domains/example.org/dnssec): DNSSEC pending");
  });

  test("a named domain (or a name under it) narrows the answer to that domain", async () => {
    const body = await answer("Which nameservers does www.example.net use?", "domains-key");
    expect(body.answer).toContain(
      "- [example.net](/my/domains/example.net/nameservers): vanity set “Example Networks” (ns1.dns.example.net, ns2.dns.example.net)",
    );
    expect(body.answer).not.toContain("example.com");
  });

  test("answers follow the account's live state: a nameserver change shows at once", async () => {
    const put = await emu.call("PUT", "/domains/example.com/nameservers", { body: { vanity_set_id: 1 } });
    expect(put.status).toBe(200);
    const body = await answer("nameservers of example.com", "domains-key");
    expect(body.answer).toContain(
      "- [example.com](/my/domains/example.com/nameservers): vanity set “Example Networks”",
    );
  });

  test("a named domain outside the account is said to be so", async () => {
    const body = await answer("Change the nameservers of not-mine.test and example.com", "domains-key");
    expect(body.answer).toContain("- not-mine.test is not a domain of this account");
    expect(body.answer).toContain(
      "- [example.com](/my/domains/example.com/nameservers): standard nameservers",
    );
  });

  test("DNS answers say where each domain's records are served", async () => {
    const body = await answer("add a TXT record to example.info and example.com", "domains-key");
    expect(body.answer).toContain("[example.com](/my/domains/example.com/dns): zone hosted here");
    expect(body.answer).toMatch(
      /\[example\.info\]\(\/my\/domains\/example\.info\/dns\): uses external nameservers/,
    );
  });

  test("renewal answers follow the emulator's clock", async () => {
    await withOwnClock(async (own) => {
      const before = await answerOn(own, "When does example.net expire?", "domains-key");
      expect(before.answer).toContain("manual renewal; expires on 2025-11-02");
      expect(before.answer).not.toContain("(in ");
      own.clock.advance((Date.parse("2025-10-20T00:00:00Z") - own.clock.now().getTime()) / 1000);
      const soon = await answerOn(own, "When does example.net expire?", "domains-key");
      expect(soon.answer).toContain("expires on 2025-11-02 (in 13 days)");
      own.clock.advance(20 * 86_400);
      const after = await answerOn(own, "Wann läuft example.net ab?", "domains-key");
      expect(after.answer).toContain("manuelle Verlängerung; abgelaufen am 2025-11-02");
    });
  });
});

describe("billing answers (billing:read)", () => {
  test("payment method, open invoices and the last paid one; overdue once the due date passed", async () => {
    await withOwnClock(async (own) => {
      const body = await answerOn(own, "invoice", "billing-key");
      expect(body.answer).toContain("- Payment method: credit card ending in 4242");
      expect(body.answer).toContain(
        "- [INV-2025-0001](/my/billing/invoices/INV-2025-0001): 24.90 EUR, due on 2025-01-15",
      );
      expect(body.answer).toContain(
        "- Last paid: [INV-2024-0012](/my/billing/invoices/INV-2024-0012), 59.40 EUR",
      );
      own.clock.advance(20 * 86_400);
      const later = await answerOn(own, "invoice", "billing-key");
      expect(later.answer).toContain("24.90 EUR, overdue since 2025-01-15");
    });
  });

  test("an account without invoices says so", async () => {
    const own = await startTestEmulator({
      clock: new ManualClock(),
      fixtures: { ...fixtures, billing: { currency: "USD" } },
    });
    try {
      const body = await answerOn(own, "invoice", "billing-key");
      expect(body.answer).toContain("- No open invoices.");
      expect(body.answer).not.toContain("- Payment method");
    } finally {
      await own.stop();
    }
  });
});

describe("certificate answers (tls:read)", () => {
  test("the account's orders with their state, narrowed to a named domain", async () => {
    const csr = makeCsr("www.example.com", ["www.example.com", "shop.example.com"]);
    const order = expectSuccess(
      await emu.call("POST", "/tls/certificate", {
        body: {
          sku: "dv-multi",
          common_name: "www.example.com",
          dns_names: ["shop.example.com"],
          csr: csr.csr,
          dcv_method: "dns-cname-token",
        },
      }),
      tlsCertificateResponse,
    );
    const body = await answer("What is the status of my SSL certificate?", "tls-key");
    expect(body.answer).toContain(
      `- [www.example.com](/my/tls/certificates/${order.id}) (dv-multi): pending validation`,
    );
    const named = await answer("certificate for shop.example.com", "tls-key");
    expect(named.answer).toContain(`/my/tls/certificates/${order.id}`);
    const other = await answer("certificate for example.org", "tls-key");
    expect(other.answer).toContain("No certificate orders for these names.");
  });
});

test("text from the account is shown literally, never read as Markdown", async () => {
  const marked = defaultFixtures();
  marked.keys = fixtures.keys;
  const [set] = marked.vanityNameserverSets ?? [];
  if (set) set.name = "*Brand* [DNS](javascript:alert(1))";
  marked.billing = { currency: "EUR", payment_method: "card _4242_ <b>", invoices: [] };
  const own = await startTestEmulator({ clock: new ManualClock(), fixtures: marked });
  try {
    const ns = await answerOn(own, "nameservers of example.net", "domains-key");
    expect(ns.answer).toContain("vanity set “\\*Brand\\* \\[DNS\\]\\(javascript:alert\\(1\\)\\)”");
    const billing = await answerOn(own, "payment", "billing-key");
    expect(billing.answer).toContain("- Payment method: card \\_4242\\_ \\<b\\>");
  } finally {
    await own.stop();
  }
});
