import { History, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { RelativeTime } from '@/components/time/relative-time';
import { useActivities, type ActivityType } from '../api/get-activities';
import { DASHBOARD_TEXTS as T } from '../texts';

interface RecentActivitiesProps {
  type: ActivityType;
  empty: string;
  emptyHint?: string;
}

/** The latest audit log entries: what happened, to which record, where and when. */
export function RecentActivities({ type, empty, emptyHint }: RecentActivitiesProps) {
  const activities = useActivities(type);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.recentActivities}</CardTitle>
      </CardHeader>
      <CardContent>
        {activities.isPending ? (
          <Spinner label={T.loading} />
        ) : activities.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="text-sm text-destructive">
              {T.activitiesFailed}
            </p>
            <Button variant="outline" size="sm" onClick={() => void activities.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : activities.data.length === 0 ? (
          <div className="flex flex-col items-center gap-1 py-8 text-center">
            <History className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium text-foreground">{empty}</p>
            {emptyHint && <p className="text-sm text-muted-foreground">{emptyHint}</p>}
          </div>
        ) : (
          <ul className="flex flex-col divide-y">
            {activities.data.map((a) => (
              <li key={a.id} className="flex flex-col gap-0.5 py-2.5 text-sm">
                <p className="text-foreground">
                  <span className="font-medium">{a.label}</span>
                  {a.subject && <span className="text-muted-foreground"> · {a.subject}</span>}
                </p>
                <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                  {a.location && (
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="size-3" aria-hidden="true" />
                      {a.location}
                    </span>
                  )}
                  <RelativeTime value={a.at} />
                  {a.actorName && <span>{T.by(a.actorName)}</span>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
