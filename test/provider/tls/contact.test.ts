import { countryCode, emailAddress, phoneNumber, requiredText } from "../../../provider/tls/contact";

test("canonical contact values", () => {
  expect(countryCode(" de ")).toBe("DE");
  expect(emailAddress(" tls@example.com ")).toBe("tls@example.com");
  expect(phoneNumber("+1 (555) 010-0123")).toBe("+1 (555) 010-0123");
  expect(requiredText("  Example Corp ")).toBe("Example Corp");
});

test.each([
  [countryCode, "XX", /ISO 3166-1 alpha-2/],
  [countryCode, "DEU", /ISO 3166-1 alpha-2/],
  [emailAddress, "tls@localhost", /e-mail address/],
  [emailAddress, "two@@example.com", /e-mail address/],
  [phoneNumber, "030 1234567", /international form/],
  [phoneNumber, "+49 12", /7 to 15 digits/],
  [phoneNumber, "+49 30 1234 5678 9012 34", /7 to 15 digits/],
  [requiredText, "   ", /must not be empty/],
])("%p refuses %j", (check, input, message) => {
  expect(() => check(input)).toThrow(message);
});
