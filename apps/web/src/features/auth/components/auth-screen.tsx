import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';

/** The branded backdrop shared by the sign-in and no-access screens. */
export function AuthScreen({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-8 bg-gradient-to-br from-blue-50 via-background to-slate-100 p-6">
      <Logo className="text-foreground" />
      {children}
    </main>
  );
}
