/** SPEC §5/§9: a phone is exactly 10 digits and starts with 6, 7, 8 or 9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PHONE_MAX_LENGTH = 10;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);

/** What a phone input keeps of what was typed: digits only, at most 10. */
export const phoneInput = (value: string): string => value.replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH);

/** Masks all but the last four digits, for telling a user where an OTP went. */
export const maskPhone = (phone: string): string =>
  phone.length <= 4 ? phone : `${'•'.repeat(phone.length - 4)}${phone.slice(-4)}`;
