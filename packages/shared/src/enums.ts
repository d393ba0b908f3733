import { z } from 'zod';
import {
  ROLES,
  ACCESS_LEVELS,
  VIEWS,
  COMMISSION_STATUSES,
  TECH_SUPPORT_STATUSES,
  COMMUNICATION_STATUSES,
} from './enum-values.js';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const AccessLevel = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof AccessLevel>;

export const View = z.enum(VIEWS);
export type View = z.infer<typeof View>;

export const CommissionStatus = z.enum(COMMISSION_STATUSES);
export type CommissionStatus = z.infer<typeof CommissionStatus>;

export const TechSupportStatus = z.enum(TECH_SUPPORT_STATUSES);
export type TechSupportStatus = z.infer<typeof TechSupportStatus>;

export const CommunicationStatus = z.enum(COMMUNICATION_STATUSES);
export type CommunicationStatus = z.infer<typeof CommunicationStatus>;
