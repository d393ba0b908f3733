import type { QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import {
  FLAG_WORDS,
  FLAGS_TEXTS as T,
  flagReasons,
  PAGES,
  type Flag,
  type FlagsResponse,
} from '@smms/shared';
import { splitPath } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * Where a flag leads: the other installation it names, or the meters on the DTR it names, in the all-installations
 * list of the page's role, searched by serial or DTR number.
 */
function useFlagLink(flag: Flag): { to: string; label: string } | null {
  const { pathname } = useLocation();
  const list = (page: string, q: string) =>
    `${splitPath(pathname).prefix}/${page}?${new URLSearchParams({ q })}`;
  const other = flag.related;
  if (other?.inView)
    return {
      to: list(other.kind === 'meter' ? PAGES.metersInstalled : PAGES.modemsInstalled, other.serial),
      label: T.open(other),
    };
  if (flag.dtr)
    return { to: list(PAGES.metersInstalled, flag.dtr.dtrSno), label: T.openDtr(flag.dtr.dtrSno) };
  return null;
}

function Photo({ url, caption, missing }: { url: string | null; caption: string; missing: string }) {
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="block focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <img
            src={url}
            alt={caption}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-md border bg-muted object-cover"
          />
        </a>
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-md border bg-muted p-2 text-center text-xs text-muted-foreground">
          {missing}
        </div>
      )}
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}

function FlagItem({
  flag,
  photoOf,
  onLeave,
}: {
  flag: Flag;
  photoOf: (slot: number) => string | null;
  onLeave?: () => void;
}) {
  const other = flag.related;
  const link = useFlagLink(flag);
  return (
    <li className="flex flex-col gap-2">
      <p className="font-medium">
        {FLAG_WORDS[flag.code]}
        {link && (
          <>
            {' · '}
            <Link
              to={link.to}
              onClick={onLeave}
              className="underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {link.label}
            </Link>
          </>
        )}
      </p>
      <ul className="list-disc pl-5">
        {flagReasons(flag).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {other &&
        flag.pairs?.map((pair) => (
          <div key={`${pair.slot}-${pair.otherSlot}`} className="grid max-w-md grid-cols-2 gap-2">
            <Photo url={photoOf(pair.slot)} caption={T.thisPhoto(pair.slot)} missing={T.noPhoto} />
            <Photo
              url={other.photos.find((photo) => photo.slot === pair.otherSlot)?.url ?? null}
              caption={T.otherPhoto(pair.otherSlot, other)}
              missing={other.inView ? T.noPhoto : T.notShown}
            />
          </div>
        ))}
    </li>
  );
}

/**
 * The decision view's Flags (issue 42): what the checks found on the installation, each in words with a link to
 * the other installation it names and, for a photo match, both photos side by side. Nothing when there is none.
 */
export function FlagsSection({
  path,
  queryKey,
  photoOf,
  onLeave,
}: {
  /** The installation's flags call, e.g. `/meters/7/flags`. */
  path: string;
  queryKey: QueryKey;
  /** This installation's photo URL by slot. */
  photoOf: (slot: number) => string | null;
  /** Closes the view that shows the section when a link leads to the other installation. */
  onLeave?: () => void;
}) {
  const flags = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await api.get<z.infer<typeof FlagsResponse>>(path, { signal })).data,
  });
  // Nothing while they load: most installations have none, and a spinner on every one would move the view.
  if (flags.isPending) return null;
  if (flags.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {T.failed}
      </p>
    );
  if (flags.data.length === 0) return null;
  return (
    <section
      aria-labelledby="flags-heading"
      className="flex flex-col gap-2 rounded-md border border-yellow-200 bg-yellow-50 px-3 py-2 text-sm text-yellow-900"
    >
      <h3 id="flags-heading" className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {T.heading} ({flags.data.length})
      </h3>
      <p>{T.intro}</p>
      <ul className="flex flex-col gap-3">
        {flags.data.map((flag, index) => (
          <FlagItem
            // Others out of view share id 0: the answer's order (by code, kind, id) tells them apart.
            key={`${flag.code}-${flag.related?.kind}-${flag.related?.id}-${index}`}
            flag={flag}
            photoOf={photoOf}
            onLeave={onLeave}
          />
        ))}
      </ul>
    </section>
  );
}
