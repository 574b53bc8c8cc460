// Every integration test waits for another process (Node starting the local server with Netlify's
// engines, the MDX compiler, cspell), which takes seconds on a busy machine: 30 s instead of 5.
jest.setTimeout(30_000)
