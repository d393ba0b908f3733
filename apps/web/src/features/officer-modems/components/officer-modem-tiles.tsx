import { OFFICER_MODEMS_TEXTS, type ModemStageLabel, type OfficerModemCounts } from '@smms/shared';
import { cn } from '@/lib/utils';

const T = OFFICER_MODEMS_TEXTS.tiles;
type Tile = {
  label: string;
  stage: ModemStageLabel | '';
  value: (c: OfficerModemCounts) => number;
};

const TILES: Tile[] = [
  { label: T.total, stage: '', value: (c) => c.total },
  { label: T.commissioned, stage: 'Commissioned', value: (c) => c.commissioned },
  { label: T.accepted, stage: 'Accepted', value: (c) => c.accepted },
  { label: T.rejected, stage: 'Rejected', value: (c) => c.rejected },
];

interface OfficerModemTilesProps {
  counts: OfficerModemCounts | undefined;
  stage: string;
  onStage: (stage: string) => void;
}

/**
 * Total, Commissioned, Accepted, Rejected (SPEC §2.6; its Installed tile was Total again, and "Installed" is the
 * state of a modem not yet LIVE): a tile narrows the table to its list, whose total is the tile's number.
 */
export function OfficerModemTiles({ counts, stage, onStage }: OfficerModemTilesProps) {
  return (
    // Busy until the counts come: a dash is no number, and a reader (or a test) waits for them.
    <div className="mb-6 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-busy={!counts}>
      {TILES.map((tile) => (
        <button
          key={tile.label}
          type="button"
          aria-pressed={stage === tile.stage}
          onClick={() => onStage(tile.stage)}
          className={cn(
            'flex flex-col items-start gap-1 rounded-xl border bg-card p-4 text-left shadow-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            stage === tile.stage && 'border-primary ring-1 ring-primary',
          )}
        >
          <span className="text-sm text-muted-foreground">{tile.label}</span>
          <span className="text-2xl font-bold tabular-nums">{counts ? tile.value(counts) : '—'}</span>
        </button>
      ))}
    </div>
  );
}
