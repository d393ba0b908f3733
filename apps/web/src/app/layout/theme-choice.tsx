import { Monitor, Moon, Sun } from 'lucide-react';
import { THEME_LABELS, THEMES, type Theme } from '@smms/shared';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/utils';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const satisfies Record<Theme, unknown>;

/** System / Light / Dark, as one radio group; the choice is remembered (lib/theme.ts). */
export function ThemeChoice() {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="mt-4 border-t pt-3">
      <legend className="float-left mb-2 w-full text-sm text-muted-foreground">{THEME_LABELS.legend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-md bg-muted p-1">
        {THEMES.map((value) => {
          const Icon = ICONS[value];
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-1.5 rounded px-2 py-1.5 text-sm font-medium text-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                theme === value && 'bg-card shadow-sm',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              {THEME_LABELS[value]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
