// What the fakes of outside APIs (the email provider's, Netlify's) share: listening on loopback
// and closing, with the base URL a setting takes.

/**
 * `listen` starts `server` (port 0 picks a free one) and records the API's base URL in `url`;
 * `close` stops it, dropping open connections.
 * @param {import("node:http").Server} server
 * @param {string} basePath the API's path prefix, e.g. "/v3"
 */
export const loopbackServer = (server, basePath) => ({
  /** The API's base URL, set by `listen`. */
  url: "",
  /** @param {number} [port] @param {string} [host] */
  async listen(port = 0, host = "127.0.0.1") {
    await new Promise((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, host, () => resolve(undefined))
    })
    const address = /** @type {import("node:net").AddressInfo} */ (server.address())
    this.url = `http://${host}:${address.port}${basePath}`
    return this.url
  },
  close: () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    ),
})
