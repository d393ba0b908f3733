/** Business limits shared by the forms and the server (SPEC §9; DESIGN §3 raises the password minimum to 8). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
