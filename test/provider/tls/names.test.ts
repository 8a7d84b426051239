import { additionalNames, certificateName, certificateNames, sameNames } from "../../../provider/tls/names";

test.each([
  ["WWW.Example.COM.", "www.example.com"],
  ["*.example.com", "*.example.com"],
  ["Bücher.example", "xn--bcher-kva.example"],
  ["  api.example.com ", "api.example.com"],
])("%s is %s", (input, name) => {
  expect(certificateName(input)).toBe(name);
});

test.each([
  ["localhost", /needs at least two labels/],
  ["a.*.example.com", /"\*" may only be the first label/],
  ["_acme.example.com", /certificate names cannot hold "_"/],
  ["bad..example.com", /empty label/],
  ["", /must not be empty/],
])("%j is refused", (input, message) => {
  expect(() => certificateName(input)).toThrow(message);
});

test("additional names drop repeats and the common name; comparison ignores order", () => {
  expect(additionalNames("www.example.com", ["a.example.com", "www.example.com", "a.example.com"])).toEqual([
    "a.example.com",
  ]);
  expect(certificateNames("www.example.com", ["a.example.com", "www.example.com"])).toEqual([
    "www.example.com",
    "a.example.com",
  ]);
  expect(sameNames(["a", "b"], ["b", "a", "a"])).toBe(true);
  expect(sameNames(["a", "b"], ["a"])).toBe(false);
});
