export declare const chromiumCandidates: () => string[]
export declare const findChromium: () => string | undefined
export declare const chromiumFlags: string[]
