import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useNavigation } from 'react-router';
import { Search } from 'lucide-react';
import { LIST_MESSAGES, SEARCH_MIN_LENGTH } from '@smms/shared';
import { Input } from '@/components/ui/input';
import { useShortcutScope } from '@/components/layout/shortcut-scope';
import { isShortcut, overlayOpen } from '@/lib/page-keys';
import { cn } from '@/lib/utils';
import { TABLE_TEXTS } from './texts';

export const SEARCH_DELAY_MS = 300;
/** The API's limit on a search (PageQuery.q). */
export const SEARCH_MAX_LENGTH = 100;

interface SearchProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses. */
  onSearch: (value: string) => void;
  placeholder: string;
  label?: string;
  className?: string;
}

/** `/` anywhere on the page (not while typing, nor under a dialog or menu) goes to the list's search. */
function useSlashToSearch(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || !isShortcut(event) || overlayOpen(true)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
  useShortcutScope('search');
}

/** 1–2 characters: too short for the API's search (issue 12), so the box waits and says so. */
const tooShort = (text: string) => {
  const length = text.trim().length;
  return length > 0 && length < SEARCH_MIN_LENGTH;
};

/**
 * A search box that commits after a pause, and follows the URL when Back changes it. A search of 1–2
 * characters is not sent: the list keeps what it shows and the box says how many characters it needs.
 */
export function DataTableSearch({ value, onSearch, placeholder, label, className }: SearchProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  // While the user is already leaving (a row opened a lazily loaded page), a late search commit would
  // navigate back to this list and cancel that navigation: drop it instead.
  const leaving = useNavigation().state !== 'idle';
  const short = tooShort(text);
  const pending = !leaving && !short && text.trim() !== committed;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => {
    if (!pending) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return cancelTimer;
  }, [text, pending, onSearch]);
  // Leaving the box (to click a row, say) or pressing Enter commits at once and cancels the timer, so
  // the search lands in the URL before anything the user does next and never again after it: a late
  // commit would navigate back to this list and undo the row's navigation.
  const commitNow = () => {
    if (!pending || !timer.current) return;
    cancelTimer();
    onSearch(text);
  };

  const input = useRef<HTMLInputElement>(null);
  useSlashToSearch(input);
  const hintId = useId();

  return (
    <div className={cn('w-full sm:max-w-xl', className)}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={input}
          type="search"
          aria-keyshortcuts="/"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commitNow}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitNow();
          }}
          placeholder={placeholder}
          aria-label={label ?? TABLE_TEXTS.search}
          aria-describedby={hintId}
          maxLength={SEARCH_MAX_LENGTH}
          // A long placeholder on a phone ends in "…" rather than mid-word; the whole of it is the tooltip.
          title={placeholder}
          className="pl-9 text-ellipsis"
        />
      </div>
      {/* Always in the page (empty, it takes no room), so a screen reader hears the hint as it appears. */}
      <p id={hintId} aria-live="polite" className={cn('text-xs text-muted-foreground', short && 'pt-1')}>
        {short ? LIST_MESSAGES.searchTooShort : ''}
      </p>
    </div>
  );
}
