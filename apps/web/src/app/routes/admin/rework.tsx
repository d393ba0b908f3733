import { ReworkQueue } from '@/features/meters';

export function AdminReworkPage() {
  return <ReworkQueue />;
}
