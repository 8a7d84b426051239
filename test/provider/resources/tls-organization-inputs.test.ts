import { contactOf, contactRequest } from "../../../provider/resources/tls-organization-inputs";

const contact = {
  organization: "Example Corp",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "1 Example Street",
  postalCode: "10115",
  city: "Berlin",
  countryCode: "DE",
  phone: "+49 30 1234567",
  email: "tls@example.com",
};
const wire = {
  organization: "Example Corp",
  first_name: "Ada",
  last_name: "Lovelace",
  address: "1 Example Street",
  postal_code: "10115",
  city: "Berlin",
  country_code: "DE",
  phone: "+49 30 1234567",
  email: "tls@example.com",
};

test("the request names the nine fields as the API does", () => {
  expect(contactRequest(contact)).toEqual(wire);
});

test("an organization read back is in the inputs' canonical form, so it shows no diff", () => {
  expect(contactOf({ ...wire, city: "  Berlin ", country_code: "de" })).toEqual(contact);
});

test("a value this provider would refuse is kept as the API holds it, so drift shows it", () => {
  expect(contactOf({ ...wire, country_code: "Germany" }).countryCode).toBe("Germany");
});
