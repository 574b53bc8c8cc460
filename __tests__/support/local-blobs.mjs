// Netlify Blobs for tests: the real client (@netlify/blobs) against Netlify's own local server
// (BlobsServer from @netlify/blobs/server), which keeps the blobs in a temporary directory. Nothing
// is faked; only the storage is local. The server runs as its own Node process because its module
// is ESM-only underneath, which Jest's CommonJS runtime cannot load.
//
//   const blobs = await startLocalBlobs()
//   … blobs.store(name) is a Store; blobs.context is what a function reads from
//   NETLIFY_BLOBS_CONTEXT; blobs.close() stops the server and deletes the directory.
//
// As a program: node __tests__/support/local-blobs.mjs <directory> <token> prints its port.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { getStore } from "@netlify/blobs"

/** The site id the local store is filed under. */
export const localSiteId = "local-site-0000"

// Jest (CommonJS) has no import.meta and Node's modules no __dirname: every test and the local
// server run from the repository's root.
const program = path.join(process.cwd(), "__tests__", "support", "local-blobs.mjs")

export const startLocalBlobs = async () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), "local-blobs-"))
  const token = `local-${Math.random().toString(36).slice(2)}`
  const child = spawn(process.execPath, [program, directory, token], {
    stdio: ["ignore", "pipe", "inherit"],
  })
  const port = await new Promise((resolve, reject) => {
    child.stdout.setEncoding("utf8").once("data", (line) => resolve(Number(String(line).trim())))
    child.once("exit", (code) => reject(new Error(`the local Blobs server exited (${code})`)))
  })
  const edgeURL = `http://127.0.0.1:${port}`
  const context = { edgeURL, uncachedEdgeURL: edgeURL, token, siteID: localSiteId }
  return {
    directory,
    context,
    /**
     * NETLIFY_BLOBS_CONTEXT's value, as Netlify sets it for a function; another site id gives
     * the function stores of its own (a clean ledger for each test).
     *
     * @param {string} [siteID]
     */
    contextVariable: (siteID = localSiteId) =>
      Buffer.from(JSON.stringify({ ...context, siteID })).toString("base64"),
    /** @param {string} name @param {string} [siteID] */
    store: (name, siteID = localSiteId) =>
      getStore({ name, edgeURL, uncachedEdgeURL: edgeURL, consistency: "strong", token, siteID }),
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill()
      await exited
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

const main = async () => {
  const [directory, token] = process.argv.slice(2)
  const { BlobsServer } = await import("@netlify/blobs/server")
  const server = new BlobsServer({ directory, token, logger: () => undefined })
  const { port } = await server.start()
  process.stdout.write(`${port}\n`)
  process.once("SIGTERM", () => server.stop().then(() => process.exit(0)))
}

if (process.argv[1]?.endsWith("local-blobs.mjs")) void main()
