import { z } from "zod";
import { operation } from "../../../provider/contract";
import { tlsCertificateResponse } from "../../../provider/contract/tls";
import { implement } from "../../core/router";
import { approveValidation } from "./model";
import { certificateView } from "./views";

/**
 * The TLS area's control endpoint (no API key, like every /__emulator/ path): what a person
 * would do outside the API. Approving stands for an approver answering the validation e-mail,
 * or for the CA finding CNAME records in DNS hosted elsewhere.
 */
export const tlsAdminOperations = {
  EmulatorApproveCertificateValidation: operation({
    operationId: "EmulatorApproveCertificateValidation",
    method: "POST",
    path: "/__emulator/tls/certificate/{certificate_id}/approve",
    area: "Emulator admin",
    summary:
      "Pass the pending domain-control validation of an order now (e-mail answered, external DNS found)",
    params: z.object({ certificate_id: z.string().min(1) }),
    response: tlsCertificateResponse,
    errors: [404, 409],
  }),
} as const;

export const tlsAdminRoutes = implement(tlsAdminOperations, {
  EmulatorApproveCertificateValidation: {
    auth: "none",
    async handle({ runtime, params }) {
      const now = runtime.clock.now();
      return certificateView(await approveValidation(runtime.account, params.certificate_id ?? "", now), now);
    },
  },
});
