import * as pulumi from "@pulumi/pulumi";
import { DnssecConfig, NameserverDelegation } from "pulumi-registrar";

const config = new pulumi.Config();

// example.net is on the service's nameservers (vanity set 1) with its zone here: the service signs it.
const signed = new DnssecConfig("signed", {
  domain: "example.net",
  mode: "provider",
  timeoutSeconds: config.getNumber("signedTimeoutSeconds"),
});

// example.info is on external nameservers: the registry publishes the DS records given.
const external = new DnssecConfig("external", {
  domain: "example.info",
  mode: "external",
  records: [
    {
      kind: "ds",
      keyTag: 31589,
      algorithm: 13,
      digestType: 2,
      digest: "3490a6806d47f17a34c29e2ce80e8a999ffbe4be1d7a7a7b5c2c8f9d6b7a8c11",
    },
  ],
});

const delegation = new NameserverDelegation("vanity", {
  domain: "example.com",
  vanitySetId: config.getNumber("vanitySetId") ?? 1,
});

export const signedState = signed.dnssecState;
export const signedDs = signed.dsRecords;
export const externalState = external.dnssecState;
export const externalDs = external.dsRecords;
export const nameservers = delegation.nameservers;
