// Indian mobile numbers as shoppers type them ("98765 43210", "+91 98765-43210", "098765 43210",
// "919876543210"), kept in one form: +91 and ten digits, the first 6 to 9.
const MOBILE = /^[6-9][0-9]{9}$/;

/** The number as +91XXXXXXXXXX, or null when it is not an Indian mobile number. */
export function normaliseMobile(input: string): string | null {
  if (input.length > 40) return null;
  let digits = input.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return MOBILE.test(digits) ? `+91${digits}` : null;
}

/** The ten digits a shopper reads, spaced as Indians write them: "98765 43210". */
export function displayMobile(e164: string): string {
  const ten = e164.slice(-10);
  return `${ten.slice(0, 5)} ${ten.slice(5)}`;
}
