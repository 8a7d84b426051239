import { contactOf, contactRequest } from "../../../../provider/resources/tls-organization/inputs";
import { apiContact, contactInputs } from "../../../support/contact";

const contact = { ...contactInputs, countryCode: "DE" };
const wire = apiContact;

test("the request names the nine fields as the API does", () => {
  expect(contactRequest(contact)).toEqual(wire);
});

test("an organization read back is in the inputs' canonical form, so it shows no diff", () => {
  expect(contactOf({ ...wire, city: "  Berlin ", country_code: "de" })).toEqual(contact);
});

test("a value this provider would refuse is kept as the API holds it, so drift shows it", () => {
  expect(contactOf({ ...wire, country_code: "Germany" }).countryCode).toBe("Germany");
});
