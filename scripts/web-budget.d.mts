export declare const BUDGET_KB: number;
export declare const AIM_KB: number;
export declare const MAX_CHUNK_KB: number;
export declare const kb: (bytes: number) => number;

export interface WebChunk {
  name: string;
  min: number;
  gzip: number;
  initial: boolean;
}

export interface WebBudget {
  chunks: WebChunk[];
  initialCount: number;
  missing: string[];
  initialGzip: number;
  initialMin: number;
  largestMin: number;
}

export declare function measureWebBudget(distDir: string): WebBudget | null;
