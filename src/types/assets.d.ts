// Files imported through webpack resolve to their public URL.
declare module "*.woff2" {
  const url: string
  export default url
}
