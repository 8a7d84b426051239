// Generated from the emulator's schemas by scripts/generate-client.ts (`npm run generate`): do not edit.

/** What a fixture author writes (defaults may be left out). */
export type Fixtures = {
  account: {
    id: string;
    name: string;
  };
  standardNameservers: Array<string>;
  keys?: Array<{
    id: string;
    key: string;
    scopes: Array<
      | "dns:read"
      | "dns:write"
      | "domain:read"
      | "domain:write"
      | "hosting:read"
      | "tls:read"
      | "tls:write"
      | "billing:read"
      | "assistant"
      | "acme-dns-challenge"
    >;
    acme?: {
      callsPerMinute?: number;
      zonesPerDay?: number;
    };
  }>;
  vanityNameserverSets?: Array<{
    id: number;
    name: string;
    nameservers: Array<{
      name: string;
      ipv4?: string;
      ipv6?: string;
    }>;
  }>;
  domains?: Array<{
    name: string;
    owner_label: string;
    renewal_status: "auto-renew" | "manual-renew" | "cancelled";
    expires_at: string;
    dnssec_status: "active" | "pending" | "inactive";
    nameserver_mode: "standard" | "vanity" | "external";
    vanity_set_id?: number;
    external_nameservers?: Array<string>;
    transfer_status?: "none" | "pending";
    plan?: "basic" | "pro";
    guardian_rules?: Array<"ns_change" | "transfer_out">;
  }>;
  zones?: Array<{
    name: string;
    serial?: number;
    records?: Array<{
      [key: string]: unknown;
    }>;
  }>;
  hostingPackages?: Array<{
    id: string;
    name: string;
    plan: string;
    primary_domain: string;
    status?: "active" | "suspended";
    aliases?: Array<{
      domain: string;
      redirect?: boolean;
    }>;
    databases?: Array<{
      name: string;
      engine: "mysql" | "postgresql";
      size_mb: number;
      username: string;
      password: string;
    }>;
  }>;
  billing?: {
    currency: string;
    payment_method?: string;
    invoices?: Array<{
      id: string;
      issued_on: string;
      due_on: string;
      amount: number;
      status: "paid" | "open";
    }>;
  };
  assistant?: {
    enabled?: boolean;
    answerSeconds?: number;
  };
  tls?: {
    caaIdentity?: string;
  };
  registeredDomains?: Array<string>;
};

/** Fixtures after validation, with defaults filled in. */
export type LoadedFixtures = {
  account: {
    id: string;
    name: string;
  };
  standardNameservers: Array<string>;
  keys: Array<{
    id: string;
    key: string;
    scopes: Array<
      | "dns:read"
      | "dns:write"
      | "domain:read"
      | "domain:write"
      | "hosting:read"
      | "tls:read"
      | "tls:write"
      | "billing:read"
      | "assistant"
      | "acme-dns-challenge"
    >;
    acme?: {
      callsPerMinute?: number;
      zonesPerDay?: number;
    };
  }>;
  vanityNameserverSets: Array<{
    id: number;
    name: string;
    nameservers: Array<{
      name: string;
      ipv4?: string;
      ipv6?: string;
    }>;
  }>;
  domains: Array<{
    name: string;
    owner_label: string;
    renewal_status: "auto-renew" | "manual-renew" | "cancelled";
    expires_at: string;
    dnssec_status: "active" | "pending" | "inactive";
    nameserver_mode: "standard" | "vanity" | "external";
    vanity_set_id?: number;
    external_nameservers?: Array<string>;
    transfer_status: "none" | "pending";
    plan: "basic" | "pro";
    guardian_rules: Array<"ns_change" | "transfer_out">;
  }>;
  zones: Array<{
    name: string;
    serial?: number;
    records: Array<{
      [key: string]: unknown;
    }>;
  }>;
  hostingPackages: Array<{
    id: string;
    name: string;
    plan: string;
    primary_domain: string;
    status: "active" | "suspended";
    aliases: Array<{
      domain: string;
      redirect: boolean;
    }>;
    databases: Array<{
      name: string;
      engine: "mysql" | "postgresql";
      size_mb: number;
      username: string;
      password: string;
    }>;
  }>;
  billing: {
    currency: string;
    payment_method?: string;
    invoices: Array<{
      id: string;
      issued_on: string;
      due_on: string;
      amount: number;
      status: "paid" | "open";
    }>;
  };
  assistant: {
    enabled: boolean;
    answerSeconds: number;
  };
  tls: {
    caaIdentity?: string;
  };
  registeredDomains: Array<string>;
};

/** One injected fault, as POST /__emulator/faults takes it. */
export type FaultSpec = {
  method?: string;
  path?: string;
  times?: number;
  action?: "drop-before" | "drop-after" | "delay";
  status?: number;
  body?: unknown;
  headers?: {
    [key: string]: string;
  };
  delayMs?: number;
};
