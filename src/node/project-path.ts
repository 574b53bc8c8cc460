import path from "path"

/** A path as authors see it in build errors: relative to the project, with forward slashes. */
export const projectPath = (absolutePath: string): string =>
  path.relative(process.cwd(), absolutePath).split(path.sep).join("/")
