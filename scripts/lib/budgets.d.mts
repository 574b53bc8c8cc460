export type Viewport = { viewportWidth: number; dpr: number; remPx: number }

export type Limits = {
  homeJsKiB: number
  homeJsGoalKiB: number
  blogJsKiB: number
  slideImageBytes: number
  homeTotalBytes: number
}

export type ScriptSize = { url: string; gzipBytes: number; carouselCode: string[] }

export type RouteJavaScript = {
  route: string
  scripts: ScriptSize[]
  gzipBytes: number
  kib: number
}

export type CarouselVariant = {
  index: number
  alt: string
  sizes: string
  slotPx: number
  devicePx: number
  url: string
  width: number
  bytes: number
}

export type LoadTerm = {
  term: string
  why: string
  url: string
  encoding: "gzip" | "raw"
  bytes: number
}

export type HomeLoad = { terms: LoadTerm[]; bytes: number }

export type BudgetReport = {
  limits: Limits
  phone: Viewport
  javascript: RouteJavaScript[]
  carousel: CarouselVariant[]
  homeLoad: HomeLoad
}

/** What `node scripts/lib/budgets.mjs --json` prints: the report and its Markdown tables. */
export type BudgetCliOutput = BudgetReport & { table: string }

export type SrcsetCandidate = { url: string; width: number }

export declare const limits: Limits
export declare const phone: Viewport
export declare const homeRoute: string
export declare const blogRoute: string
export declare const sampleArticleRoute: string
export declare const carouselMarkers: string[]
export declare const gzipBytes: (file: string) => number
export declare const rawBytes: (file: string) => number
export declare const fileForUrl: (publicDir: string, url: string) => string | null
export declare const parseSrcset: (srcset: string) => SrcsetCandidate[]
export declare const cssLength: (value: string, viewport: Omit<Viewport, "dpr">) => number
export declare const slotWidth: (sizes: string, viewport?: Viewport) => number
export declare const pickCandidate: (
  candidates: SrcsetCandidate[],
  devicePx: number,
) => SrcsetCandidate
export declare const firstLoadScripts: (publicDir: string, route: string) => ScriptSize[]
export declare const routeJavaScript: (publicDir: string, route: string) => RouteJavaScript
export declare const carouselVariants: (publicDir: string, viewport?: Viewport) => CarouselVariant[]
export declare const homeLoadBytes: (publicDir: string, viewport?: Viewport) => HomeLoad
export declare const measureBudgets: (options?: {
  publicDir?: string
  blogRoutes?: string[]
}) => BudgetReport
export declare const formatBudgets: (report: BudgetReport) => string
