// Apart from api.ts and its schemas, so the web's API client needs no zod at first paint (issue 12).
/** Where every call of the API lives. */
export const API_BASE = '/api/v1';
