/** One organization's contact data, as the tests declare it: TlsOrganization's inputs. */
export const contactInputs = {
  organization: "Example Corp",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "1 Example Street",
  postalCode: "10115",
  city: "Berlin",
  countryCode: "de",
  phone: "+49 30 1234567",
  email: "tls@example.com",
};

/** The same contact as the API takes and returns it (country code upper case). */
export const apiContact = {
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
