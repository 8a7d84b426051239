import type { z } from "zod";
import type { helpAccountDataPart } from "../../../provider/contract/assistant";
import type { Language } from "./locales";

type HelpAccountDataPart = z.output<typeof helpAccountDataPart>;

/**
 * The assistant's knowledge base: a few articles on the account's tasks, each in every
 * language, with the account data it is answered with. Links are relative (/my/…), resolved
 * against the site of the answer's locale.
 */

export interface Article {
  id: string;
  /** Link of the article itself. */
  link: string;
  /** The account data an answer on this topic shows, when the credential may see it. */
  part?: HelpAccountDataPart;
  /**
   * Words that point to this article, in any language: a keyword of four or more letters also
   * matches words it begins (`record` matches `records`); shorter ones match whole words only
   * (`dns` must not match `dnssec`).
   */
  keywords: string[];
  text: Record<Language, { title: string; body: string }>;
}

export const articles: readonly Article[] = [
  {
    id: "dns-records",
    link: "/my/help/articles/dns-records",
    part: "domains",
    keywords: [
      "dns",
      "record",
      "zone",
      "eintrag",
      "einträge",
      "mx",
      "cname",
      "txt",
      "aaaa",
      "caa",
      "alias",
      "ttl",
      "spf",
      "dkim",
      "dmarc",
      "subdomain",
    ],
    text: {
      en: {
        title: "Managing DNS records",
        body:
          "DNS records live in the zone of each domain hosted here: open **Domains → DNS** " +
          "([your domains](/my/domains)) and choose a domain to add, change or delete records. " +
          "Supported types are A, AAAA, CNAME, MX, TXT, CAA and ALIAS. A TTL is 60 to 86400 seconds " +
          "(3600 by default). A CNAME cannot share its name with any other record and is not allowed " +
          "at the zone apex; use ALIAS there.",
      },
      de: {
        title: "DNS-Einträge verwalten",
        body:
          "DNS-Einträge liegen in der Zone jeder hier gehosteten Domain: Öffnen Sie **Domains → DNS** " +
          "([Ihre Domains](/my/domains)) und wählen Sie eine Domain, um Einträge anzulegen, zu ändern " +
          "oder zu löschen. Unterstützt werden A, AAAA, CNAME, MX, TXT, CAA und ALIAS. Eine TTL liegt " +
          "zwischen 60 und 86400 Sekunden (Standard 3600). Ein CNAME darf seinen Namen mit keinem " +
          "anderen Eintrag teilen und nicht an der Zonenspitze stehen; verwenden Sie dort ALIAS.",
      },
    },
  },
  {
    id: "dnssec",
    link: "/my/help/articles/dnssec",
    part: "domains",
    keywords: ["dnssec", "ds", "dnskey", "signing", "signed", "signier", "signatur", "trust"],
    text: {
      en: {
        title: "Enabling DNSSEC",
        body:
          "DNSSEC signs your domain's DNS answers. With the service's own nameservers, enable " +
          "*provider-managed* DNSSEC under **Domains → DNSSEC**: the zone is signed and the DS record " +
          "is published at the registry for you. With external nameservers, sign the zone there and " +
          "enter its DS or DNSKEY records here. Activation is asynchronous: the status stays *pending* " +
          "until the registry confirms it, then turns *active*.",
      },
      de: {
        title: "DNSSEC aktivieren",
        body:
          "DNSSEC signiert die DNS-Antworten Ihrer Domain. Mit den Nameservern des Dienstes " +
          "aktivieren Sie unter **Domains → DNSSEC** das *vom Anbieter verwaltete* DNSSEC: Die Zone " +
          "wird signiert und der DS-Eintrag für Sie bei der Registry hinterlegt. Mit externen " +
          "Nameservern signieren Sie die Zone dort und tragen hier deren DS- oder DNSKEY-Einträge ein. " +
          "Die Aktivierung läuft asynchron: Der Status bleibt *pending*, bis die Registry sie " +
          "bestätigt, dann wird er *active*.",
      },
    },
  },
  {
    id: "nameservers",
    link: "/my/help/articles/nameservers",
    part: "domains",
    keywords: ["nameserver", "ns", "delegat", "delegier", "vanity", "glue"],
    text: {
      en: {
        title: "Changing nameservers",
        body:
          "A domain uses the standard nameservers, one of your vanity nameserver sets, or external " +
          "nameservers. Under **Domains → Nameservers** you switch between the standard nameservers and " +
          "a vanity set ([your vanity sets](/my/nameservers)). Each domain allows 5 changes a day and " +
          "the account 50; the domain guardian, a pending transfer or a cancellation can block a change.",
      },
      de: {
        title: "Nameserver ändern",
        body:
          "Eine Domain nutzt die Standard-Nameserver, eines Ihrer Vanity-Nameserver-Sets oder externe " +
          "Nameserver. Unter **Domains → Nameserver** wechseln Sie zwischen den Standard-Nameservern " +
          "und einem Vanity-Set ([Ihre Vanity-Sets](/my/nameservers)). Je Domain sind 5 Änderungen am " +
          "Tag erlaubt, je Konto 50; der Domain-Wächter, ein laufender Transfer oder eine Kündigung " +
          "können eine Änderung verhindern.",
      },
    },
  },
  {
    id: "domain-renewal",
    link: "/my/help/articles/domain-renewal",
    part: "domains",
    keywords: [
      "renew",
      "expir",
      "verlänger",
      "domainverlänger",
      "ablauf",
      "abgelaufen",
      "läuft",
      "kündig",
      "cancelled",
    ],
    text: {
      en: {
        title: "Domain renewal",
        body:
          "Domains set to auto-renew are renewed before they expire and charged to your payment " +
          "method. A domain set to manual renewal must be renewed by you before its expiry date; a " +
          "cancelled domain is not renewed and is released once it expires. Change the renewal " +
          "setting under **Domains** ([your domains](/my/domains)).",
      },
      de: {
        title: "Domain-Verlängerung",
        body:
          "Domains mit automatischer Verlängerung werden vor ihrem Ablauf verlängert und über Ihre " +
          "Zahlungsart abgerechnet. Eine Domain mit manueller Verlängerung müssen Sie vor ihrem " +
          "Ablaufdatum selbst verlängern; eine gekündigte Domain wird nicht verlängert und nach dem " +
          "Ablauf freigegeben. Die Einstellung ändern Sie unter **Domains** ([Ihre Domains](/my/domains)).",
      },
    },
  },
  {
    id: "tls-certificates",
    link: "/my/help/articles/tls-certificates",
    part: "certificates",
    keywords: ["certificate", "zertifikat", "ssl", "tls", "https", "csr", "reissue", "revok", "widerruf"],
    text: {
      en: {
        title: "TLS certificates",
        body:
          "Order a certificate with a CSR under **TLS → Certificates** " +
          "([your certificates](/my/tls/certificates)). Domain control is validated by a DNS CNAME " +
          "record (created for you when the zone is hosted here) or by e-mail to an approver address. " +
          "Organization- and extended-validation products need an organization " +
          "([your organizations](/my/tls/organizations)); until one is bound the order shows *action " +
          "required*. An issued certificate can be reissued with a new CSR; a whole order can be " +
          "revoked within 7 days of ordering.",
      },
      de: {
        title: "TLS-Zertifikate",
        body:
          "Bestellen Sie ein Zertifikat mit einem CSR unter **TLS → Zertifikate** " +
          "([Ihre Zertifikate](/my/tls/certificates)). Die Domain-Inhaberschaft wird über einen " +
          "DNS-CNAME-Eintrag geprüft (für hier gehostete Zonen automatisch angelegt) oder per E-Mail an " +
          "eine Freigabeadresse. Produkte mit Organisations- oder erweiterter Validierung brauchen eine " +
          "Organisation ([Ihre Organisationen](/my/tls/organizations)); bis eine zugeordnet ist, zeigt " +
          "die Bestellung *action required*. Ein ausgestelltes Zertifikat kann mit einem neuen CSR neu " +
          "ausgestellt werden; eine ganze Bestellung lässt sich innerhalb von 7 Tagen widerrufen.",
      },
    },
  },
  {
    id: "billing",
    link: "/my/help/articles/billing",
    part: "billing",
    keywords: [
      "billing",
      "bill",
      "invoice",
      "payment",
      "pay",
      "paid",
      "charge",
      "price",
      "rechnung",
      "zahlung",
      "bezahl",
      "kosten",
      "preis",
      "abrechnung",
      "lastschrift",
    ],
    text: {
      en: {
        title: "Invoices and payment",
        body:
          "Your invoices are listed under **Billing → Invoices** ([your invoices](/my/billing/invoices)), " +
          "each as a PDF. Open invoices are charged to your payment method on their due date; change " +
          "it under **Billing → Payment method** ([payment method](/my/billing/payment)).",
      },
      de: {
        title: "Rechnungen und Zahlung",
        body:
          "Ihre Rechnungen finden Sie unter **Abrechnung → Rechnungen** " +
          "([Ihre Rechnungen](/my/billing/invoices)), jeweils als PDF. Offene Rechnungen werden am " +
          "Fälligkeitstag über Ihre Zahlungsart eingezogen; ändern Sie diese unter **Abrechnung → " +
          "Zahlungsart** ([Zahlungsart](/my/billing/payment)).",
      },
    },
  },
];

/** The answer when no article matches. */
export const noMatch: Record<Language, string> = {
  en:
    "I could not find an answer to that in the help centre. I can help with DNS records, DNSSEC, " +
    "nameservers, domain renewal, TLS certificates and billing. Browse [all articles](/my/help) " +
    "or [contact support](/my/support).",
  de:
    "Dazu habe ich im Hilfe-Center keine Antwort gefunden. Ich helfe bei DNS-Einträgen, DNSSEC, " +
    "Nameservern, Domain-Verlängerung, TLS-Zertifikaten und Abrechnung. Stöbern Sie in " +
    "[allen Artikeln](/my/help) oder [schreiben Sie dem Support](/my/support).",
};
