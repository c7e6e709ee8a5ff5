// Types of time-scale.mjs, for the TypeScript configs and tests that import it.
export declare const REFERENCE_MS: number;
export declare const MAX_SCALE: number;
export declare function workloadMs(runs?: number): number;
export declare function timeScale(): number;
export declare function scaledMs(ms: number): number;
export declare function givenScale(): number;
export declare function givenScaledMs(ms: number): number;
