import { TechSupportList } from '@/features/meters';

/** /superadmin/tech-support and /superadmin/pending-tech-support (SPEC §2.8). */
export function SuperAdminTechSupportPage() {
  return <TechSupportList />;
}
