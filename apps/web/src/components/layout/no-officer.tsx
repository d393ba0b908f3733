import { Link } from 'react-router';
import { ArrowLeft, UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface NoOfficerProps {
  message: string;
  back: { to: string; label: string };
}

/** What an officer page shows when it cannot tell which officer is meant. */
export function NoOfficer({ message, back }: NoOfficerProps) {
  return (
    <Card className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <UserX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-lg font-semibold">{message}</h1>
      <Button asChild variant="outline">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
    </Card>
  );
}
